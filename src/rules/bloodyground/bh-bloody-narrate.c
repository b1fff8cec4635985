/* bh-bloody-narrate.c — A Dark and Bloody Ground in words: a player's
 * wording of each action and of each pending decision, with rule numbers. */
#include "config.h"

#include <glib/gi18n-lib.h>

#include "bh-bloody-private.h"

const char *
bloody_decision_name (int kind)
{
  static const char *names[D_N] = {
    /* Translators: A Dark and Bloody Ground: what a side must decide, shown
       after “US to decide”; the rule number stays as it is */
    [D_NONE] = N_("nothing"),
    [D_ACTION] = N_("a force to activate, or to pass (9.3)"),
    [D_MOVE] = N_("where the force moves (9.4)"),
    [D_COMBAT] = N_("the next combat (4.5)"),
    [D_BATTLE_CHOICE] = N_("battle or skirmish (10.0)"),
    [D_RELOCATE] = N_("where the defeated force goes (10.7.1)"),
    [D_SETTLE] = N_("where a settler goes (6.0.1)"),
    [D_DEPLOY] = N_("where a unit sets up (10.2)"),
    [D_BMOVE] = N_("battle movement (10.4)"),
    [D_FIRE] = N_("who fires at whom (10.5)"),
    [D_MELEE] = N_("a hex to attack in melee (10.6)"),
    [D_MELEE_JOIN] = N_("the units that attack (10.6)"),
    [D_LOSS] = N_("which unit is lost (10.6.1)"),
    [D_PAIR] = N_("how the skirmish is paired (11.1)"),
    [D_ASSAULT] = N_("whether to assault the fort (11.3.2)"),
    [D_GROUP] = N_("whether to take the reinforcement group (8.5.2)"),
    [D_TREATY] = N_("peace treaties to offer (8.6.3)"),
    [D_REACT] = N_("whether a stack reacts (9.4.5)"),
    [D_PLACE_MILITIA] = N_("where a militia unit goes (8.4.1)"),
    [D_DISBAND] = N_("which militia unit goes home (8.4.2)"),
    [D_RETREAT] = N_("where a retreating or routed unit goes (10.4)"),
    [D_RAIDERS] = N_("which more units join the raid (12.0.1)"),
    [D_RAID_ORDER] = N_("which raid is resolved next (12.0.2)"),
    [D_RAID_HOME] = N_("where a raider goes home (12.0.4)"),
    [D_MCKEE] = N_("where McKee relocates (14.0.5)"),
    [D_WINTER_HOME] = N_("where a warrior goes home for the winter (13.0)"),
    [D_SKIRMISH_RETREAT] = N_("where a unit beaten in a skirmish retreats (11.1.2)"),
    [D_LAND] = N_("where arriving units enter (8.3.2, 8.5.2, 8.5.3, 15.1.2)"),
    [D_PILLAGERS] = N_("which units go on the rampage (9.5.1)"),
    [D_RAID_LOSS] = N_("which unit the raid costs (12.0.3)"),
    [D_RIFLE] = N_("which warrior takes a Rifle (14.0.2)"),
    [D_SKIRMISH_ORDER] = N_("which skirmish is resolved next (11.1.1)"),
    [D_OMENS] = N_("the nation the Omens touch (5.0)"),
    [D_LEADER_ALONE] = N_("where a leader left alone goes (10.5.3)"),
    [D_RATING] = N_("whether the leader's rating counts in the mobilization roll (8.1.1)"),
    [D_SETUP] = N_("where a piece sets up (15.0)"),
    [D_LONE_LEADER] = N_("where a leader left without warriors goes (10.7.1)"),
    [D_ARMY_CUT] = N_("which US Army regular leaves play (8.3.1)"),
    [D_RELIEVE] = N_("which US Army leader is relieved to make room (14.0.8)"),
    [D_MILITIA_LEADER] = N_("whether a militia leader enters with the new militia (14.0.7)"),
    [D_SF_SPLIT] = N_("where the fort's second SF fights (11.1.3)"),
    [D_MOB_ORDER] = N_("which nation rolls next for mobilization (9.1.2)"),
    [D_DISPLACE] = N_("where a displaced settler goes (6.0.2)"),
    [D_PRIMARY] = N_("the US primary leader of the turn (9.1.1)"),
    [D_MCKEE_LOSS] = N_("which warrior McKee's death costs (14.0.5)"),
    [D_GIRTY] = N_("where Simon Girty arrives (5.0)"),
    [D_REDEPLOY] = N_("which warriors join their mobilized nation's leader (8.1)"),
    [D_REPLACE] = N_("where a replacement leader is placed (10.6.2)"),
    [D_RAID_ROUTE] = N_("which way the raid goes (12.0.1)"),
    [D_ASSAULT_AGREE] = N_("whether to accept the assault on the fort (11.3.2)"),
  };

  return kind >= 0 && kind < D_N && names[kind] ? _(names[kind]) : "?";
}

/* What the side must decide, naming the piece where the decision is about
 * one (the piece may wait in a box, off the map). */
char *
bloody_decision_text (BhBloodyRules *self, const BhState *state)
{
  BloodyCtx c;
  int p = state->pending.args[0];

  bloody_ctx_init (&c, self, (BhState *) state);
  if (p >= 0 && p < (int) c.d->n_pieces)
    switch (state->pending.kind)
      {
      /* Translators: A Dark and Bloody Ground: what a side must decide, about one piece */
      case D_SETUP: return g_strdup_printf (_("where %s sets up (15.0)"), bloody_piece_name (&c, p));
      /* Translators: A Dark and Bloody Ground: what a side must decide: a piece, then the rule number */
      case D_LAND: return g_strdup_printf (_("where %s enters (%s)"), bloody_piece_name (&c, p), bloody_land_rule (&c));
      /* Translators: A Dark and Bloody Ground: what a side must decide, about one leader */
      case D_LEADER_ALONE: return g_strdup_printf (_("where %s goes, left alone (10.5.3)"), bloody_piece_name (&c, p));
      default: break;
      }
  return g_strdup (bloody_decision_name (state->pending.kind));
}

char *
bloody_describe_action (BhBloodyRules *self, const BhState *state, const BhAction *a)
{
  BloodyCtx c;
  const char *p0, *l0, *l1;

  bloody_ctx_init (&c, self, (BhState *) state);
  p0 = a->n_args > 0 && a->args[0] >= 0 && a->args[0] < (int) c.d->n_pieces ? bloody_piece_name (&c, a->args[0]) : "?";
  l0 = a->n_args > 0 ? bloody_loc_name (&c, a->args[0]) : "?";
  l1 = a->n_args > 1 ? bloody_loc_name (&c, a->args[1]) : "?";
  switch (a->kind)
    {
    /* Translators: A Dark and Bloody Ground: an action's wording */
    case A_PASS: return g_strdup (_("Pass (9.3)"));
    /* Translators: A Dark and Bloody Ground: a leader or unit */
    case A_ACTIVATE: return g_strdup_printf (_("Activate %s (9.3)"), p0);
    /* Translators: A Dark and Bloody Ground: an area */
    case A_MOVE:
      {
        int river = 0;

        if (state->pending.kind == D_MOVE && c.x->move_from >= 0 && a->args[0] < (int) c.d->n_spaces)
          bloody_step_cost (&c, state->pending.side, a->args[0], &river);
        if (river == BLOODY_RIVER_OHIO)
          /* Translators: A Dark and Bloody Ground: an area reached by boat on the Ohio River */
          return g_strdup_printf (_("Move along the Ohio to %s (9.4.4)"), l0);
        if (river)
          /* Translators: A Dark and Bloody Ground: an area reached along a river */
          return g_strdup_printf (_("Move along the river to %s (9.4.3)"), l0);
        return g_strdup_printf (_("Move to %s (9.4)"), l0);
      }
    case A_DROP: return g_strdup_printf (_("Leave %s behind (9.4.1)"), p0);
    case A_STOP: return g_strdup (_("Stop moving (9.4)"));
    case A_RESOLVE:
      if (state->pending.kind == D_RAID_ORDER)
        /* Translators: A Dark and Bloody Ground: the raided area resolved next */
        return g_strdup_printf (_("Resolve the raid on %s (12.0.2)"), l0);
      return g_strdup_printf (_("Fight at %s (4.5)"), l0);
    case A_BATTLE: return g_strdup (_("Fight a battle (10.0)"));
    case A_SKIRMISH: return g_strdup (_("Fight a skirmish (10.0)"));
    case A_RELOCATE: return g_strdup_printf (_("Withdraw to %s (10.7.1)"), l0);
    case A_SETTLE: return g_strdup_printf (_("Place a settler at %s (6.0.1)"), l0);
    /* Translators: A Dark and Bloody Ground: a unit and a hex */
    case A_DEPLOY: return g_strdup_printf (_("Set up %s at %s (10.2)"), p0, l1);
    case A_STEP: return g_strdup_printf (_("Move %s to %s (10.4)"), p0, l1);
    case A_EXIT: return g_strdup_printf (_("Take %s off the board (10.4)"), p0);
    case A_END_IMPULSE: return g_strdup (_("End the impulse (10.1)"));
    /* Translators: A Dark and Bloody Ground: the firing unit and its target */
    case A_FIRE: return g_strdup_printf (_("%s fires at %s (10.5)"), p0,
                                         a->args[1] >= 0 && a->args[1] < (int) c.d->n_pieces ? bloody_piece_name (&c, a->args[1]) : "?");
    case A_MELEE: return g_strdup_printf (_("Attack %s in melee (10.6)"), l0);
    case A_JOIN: return g_strdup_printf (_("%s joins the attack (10.6)"), p0);
    case A_STRIKE: return g_strdup (_("Resolve the melee (10.6.1)"));
    case A_LOSE: return g_strdup_printf (_("Lose %s (10.6.1)"), p0);
    /* Translators: A Dark and Bloody Ground: a raid: the warrior or leader
       whose stack raids, and the area raided */
    case A_RAID: return g_strdup_printf (_("%s raids %s (12.0.1)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: skirmish pairing: a unit and the enemy it engages */
    case A_PAIR: return g_strdup_printf (_("%s engages %s (11.1)"), p0,
                                         a->args[1] >= 0 && a->args[1] < (int) c.d->n_pieces ? bloody_piece_name (&c, a->args[1]) : "?");
    case A_HOLD: return g_strdup_printf (_("Hold %s back (11.1)"), p0);
    case A_ASSAULT:
      if (state->pending.kind == D_ASSAULT_AGREE)
        /* Translators: A Dark and Bloody Ground: the besieged side accepts the fort skirmish */
        return g_strdup (_("Accept the assault (11.3.2)"));
      return g_strdup (_("Assault the fort (11.3.2)"));
    case A_BESIEGE:
      if (state->pending.kind == D_ASSAULT_AGREE)
        /* Translators: A Dark and Bloody Ground: the besieged side refuses the fort skirmish */
        return g_strdup (_("Refuse the assault (11.3.2)"));
      return g_strdup (_("Keep up the siege (11.3.2)"));
    case A_BUILD_FORT: return g_strdup_printf (_("%s builds a fort (11.2.1)"), p0);
    /* Translators: A Dark and Bloody Ground: a US leader */
    case A_DISMANTLE: return g_strdup_printf (_("%s dismantles the fort (11.2.1)"), p0);
    case A_GROUP: return g_strdup (_("Take the reinforcement group (8.5.2)"));
    case A_NO_GROUP: return g_strdup (_("Decline the reinforcement group (8.5.2)"));
    /* Translators: A Dark and Bloody Ground: a unit and an area */
    case A_PLACE: return g_strdup_printf (_("Place %s at %s (8.4.1)"), p0, l1);
    case A_DISBAND: return g_strdup_printf (_("Send %s home (8.4.2)"), p0);
    case A_ATROCITY: return g_strdup_printf (_("Place an Atrocity marker at %s (9.2.1)"), l0);
    /* Translators: A Dark and Bloody Ground: an ambush on an enemy unit */
    case A_AMBUSH: return g_strdup_printf (_("Ambush %s (9.2.2)"), p0);
    case A_ASSASSINATE: return g_strdup_printf (_("Try to assassinate %s (9.2.3)"), p0);
    case A_PILLAGE: return g_strdup_printf (_("Pillage %s (9.5.1)"), l0);
    /* Translators: A Dark and Bloody Ground: a peace treaty offered to a nation */
    case A_TREATY: return g_strdup_printf (_("Offer the %s a peace treaty (8.6.3)"),
                                           a->args[0] >= 0 && a->args[0] < (int) c.d->n_nations
                                           ? bh_game_data_get_nation (self->data, a->args[0])->name : "?");
    case A_NO_TREATY: return g_strdup (_("No more treaties (8.6.3)"));
    /* Translators: A Dark and Bloody Ground: a leader's stack tries to react */
    case A_REACT: return g_strdup_printf (_("%s's stack tries to react (9.4.5)"), p0);
    case A_NO_REACT: return g_strdup (_("No reaction (9.4.5)"));
    /* Translators: A Dark and Bloody Ground: a unit retreating or routing one
       hex, or off the battle board */
    case A_RETREAT: return a->args[1] == c.d->b_off_board ? g_strdup_printf (_("%s flees off the board (10.4)"), p0)
                                                            : g_strdup_printf (_("%s falls back to %s (10.4)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: a unit joins the raid being designated */
    case A_RAID_WITH: return g_strdup_printf (_("%s goes on the raid too (12.0.1)"), p0);
    case A_RAID_GO: return g_strdup (_("Send the raid (12.0.1)"));
    /* Translators: A Dark and Bloody Ground: a raider goes home to an area */
    case A_HOME: return g_strdup_printf (_("%s goes home to %s (12.0.4)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: McKee's end-of-turn relocation to an area */
    case A_MCKEE_GO: return g_strdup_printf (_("McKee relocates to %s (14.0.5)"), l0);
    case A_MCKEE_STAYS: return g_strdup (_("McKee stays where he is (14.0.5)"));
    /* Translators: A Dark and Bloody Ground: a warrior goes home at the end of Winter: unit, area */
    case A_WINTER_HOME: return g_strdup_printf (_("%s goes home to %s for the winter (13.0)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: a unit beaten in a skirmish retreats to an area */
    case A_SKIRMISH_RETREAT: return g_strdup_printf (_("%s retreats to %s (11.1.2)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: an arriving unit enters at an
       area; the last is the rule number */
    case A_LAND: return g_strdup_printf (_("%s enters at %s (%s)"), p0, l1, bloody_land_rule (&c));
    /* Translators: A Dark and Bloody Ground: every arriving unit enters at
       an area; the last is the rule number */
    case A_LAND_ALL: return g_strdup_printf (_("All arriving units enter at %s (%s)"), l0, bloody_land_rule (&c));
    /* Translators: A Dark and Bloody Ground: a unit is declared for a pillage */
    case A_PILLAGE_WITH: return g_strdup_printf (_("%s goes on the rampage (9.5.1)"), p0);
    case A_PILLAGE_GO: return g_strdup (_("Roll for the pillage (9.5.1)"));
    /* Translators: A Dark and Bloody Ground: the unit a raid costs its owner */
    case A_RAID_LOSE: return g_strdup_printf (_("Lose %s in the raid (12.0.3)"), p0);
    /* Translators: A Dark and Bloody Ground: a warrior is given a Rifle */
    case A_RIFLE: return g_strdup_printf (_("Give %s a Rifle (14.0.2)"), p0);
    /* Translators: A Dark and Bloody Ground: the skirmish group around this
       unit is resolved next */
    case A_SKIRMISH_FIRST: return g_strdup_printf (_("Resolve the skirmish around %s next (11.1.1)"), p0);
    /* Translators: A Dark and Bloody Ground: Good or Bad Omens touch a nation's mobilization roll */
    case A_OMENS: return g_strdup_printf (_("The Omens touch the %s (5.0)"),
                                          a->args[0] >= 0 && a->args[0] < (int) c.d->n_nations
                                          ? bh_game_data_get_nation (self->data, a->args[0])->name : "?");
    /* Translators: A Dark and Bloody Ground: a leader left alone joins friendly units in a hex */
    case A_LEADER_TO: return g_strdup_printf (_("%s joins the units at %s (10.5.3)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: a leader left alone stays in his hex */
    case A_LEADER_STAYS: return g_strdup_printf (_("%s stays where he is (10.5.3)"), p0);
    /* Translators: A Dark and Bloody Ground: optional 8.1.1, the nation's leader rating added to its roll */
    case A_RATING: return g_strdup_printf (_("Add the leader's rating to the %s roll (8.1.1)"),
                                           a->args[0] >= 0 && a->args[0] < (int) c.d->n_nations
                                           ? bh_game_data_get_nation (self->data, a->args[0])->name : "?");
    /* Translators: A Dark and Bloody Ground: optional 8.1.1, the rating left out */
    case A_NO_RATING: return g_strdup_printf (_("Leave the leader's rating out of the %s roll (8.1.1)"),
                                              a->args[0] >= 0 && a->args[0] < (int) c.d->n_nations
                                              ? bh_game_data_get_nation (self->data, a->args[0])->name : "?");
    /* Translators: A Dark and Bloody Ground: campaign set-up: a piece and an area */
    case A_SETUP: return g_strdup_printf (_("Set up %s at %s (15.0)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: Tecumseh, Girty or McKee, left without warriors, goes to an area */
    case A_LONE_LEADER: return g_strdup_printf (_("%s goes to %s (10.7.1)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: a regular above the CL × 4 limit leaves play */
    case A_ARMY_CUT: return g_strdup_printf (_("Withdraw %s from play (8.3.1)"), p0);
    /* Translators: A Dark and Bloody Ground: a US Army leader */
    case A_RELIEVE: return g_strdup_printf (_("Relieve %s of command (14.0.8)"), p0);
    /* Translators: A Dark and Bloody Ground: a militia leader and an area */
    case A_MUSTER_LEADER: return g_strdup_printf (_("%s enters at %s (14.0.7)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: a militia leader */
    case A_NO_LEADER: return g_strdup_printf (_("%s waits (14.0.7)"), p0);
    /* Translators: A Dark and Bloody Ground: an optional set-up piece (the US fort of 15.2.1) is not set up */
    /* Translators: A Dark and Bloody Ground: the NA picks the nation that rolls next for mobilization (9.1.2) */
    case A_MOB_ORDER: return g_strdup_printf (_("The %s roll next for mobilization (9.1.2)"),
                                              a->args[0] >= 0 && a->args[0] < (int) c.d->n_nations
                                              ? bh_game_data_get_nation (self->data, a->args[0])->name : "?");
    /* Translators: A Dark and Bloody Ground: a British fort's second Skirmish Factor joins the skirmish group of a unit */
    case A_SF_SPLIT: return g_strdup_printf (_("The fort's second SF fights in the group of %s (11.1.3)"), p0);
    /* Translators: A Dark and Bloody Ground: a British fort's two Skirmish Factors */
    case A_SF_TOGETHER: return g_strdup (_("The fort's two SFs fight together (11.1.3)"));
    case A_SETUP_SKIP: return g_strdup_printf (_("Leave %s out of the set-up (15.2.1)"), p0);
    /* Translators: A Dark and Bloody Ground: a displaced settler and the village or permanent settlement it goes to */
    case A_FLEE_TO: return g_strdup_printf (_("%s flees to %s (6.0.2)"), p0, l1);
    /* Translators: A Dark and Bloody Ground: the US player names its primary leader among leaders of equal rank */
    case A_PRIMARY: return g_strdup_printf (_("%s is the US primary leader this turn (9.1.1)"), p0);
    /* Translators: A Dark and Bloody Ground: a warrior the NA gives up after McKee's death */
    case A_MCKEE_LOSS: return g_strdup_printf (_("Lose %s (14.0.5)"), p0);
    /* Translators: A Dark and Bloody Ground: where Simon Girty arrives (random event 9-10) */
    case A_GIRTY_TO: return g_strdup_printf (_("Simon Girty arrives at %s (5.0)"), l0);
    /* Translators: A Dark and Bloody Ground: a warrior joins its mobilized nation's leader in an area */
    case A_REDEPLOY: return g_strdup_printf (_("Redeploy %s to %s (8.1)"), p0, l1);
    case A_REDEPLOY_DONE: return g_strdup (_("The other warriors stay where they are (8.1)"));
    /* Translators: A Dark and Bloody Ground: a replacement leader and where he is placed */
    case A_REPLACE_AT: return g_strdup_printf (_("Place %s at %s (10.6.2)"), p0, l1);
    case A_RAID_ROUTE: return bloody_route_text (a->args[0]);
    /* Translators: A Dark and Bloody Ground: the US stops placing the turn's settlers */
    case A_SETTLE_DONE: return g_strdup (_("Place no more settlers (6.0.1)"));
    default: return g_strdup ("?");
    }
}
