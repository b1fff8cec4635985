/* bh-action-utils.c — classifying the rules' actions for the window. */
#include "config.h"

#include <adwaita.h>
#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-counter-painter.h"

int
bh_action_kind_find_arg (const BhActionKind *kind, BhArgType type)
{
  for (guint i = 0; i < kind->n_args; i++)
    if (kind->args[i] == type)
      return i;
  return -1;
}

BhActionShape
bh_action_kind_shape (const BhActionKind *kind)
{
  int piece = bh_action_kind_find_arg (kind, BH_ARG_PIECE);
  int place = bh_action_kind_find_arg (kind, BH_ARG_LOCATION);

  if (piece == 0 && place > 0)
    return BH_ACTION_SHAPE_PIECE_TO;
  if (kind->n_args == 2 && kind->args[0] == BH_ARG_LOCATION && kind->args[1] == BH_ARG_LOCATION)
    return BH_ACTION_SHAPE_STACK_TO;
  if (kind->n_args == 1 && place == 0)
    return BH_ACTION_SHAPE_PLACE;
  if (kind->n_args == 1 && piece == 0)
    return BH_ACTION_SHAPE_PIECE;
  return BH_ACTION_SHAPE_BUTTON;
}

const BhActionKind *
bh_action_get_kind (BhRules *rules, const BhAction *action)
{
  guint n_kinds;
  const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &n_kinds);

  g_return_val_if_fail (action->kind < n_kinds, NULL);
  return &kinds[action->kind];
}

/* The titles of the rules' verbs (free play's and Blood on the Ohio's), as
 * the decision panel heads a group of actions with them; a verb that is not
 * here nor in game_verb_titles is shown as it is written. */
static const struct {
  const char *verb;
  const char *title;
} verb_titles[] = {
  { "acw-assign", NC_("action verb", "Give a Commander a Column") },
  { "acw-realign", NC_("action verb", "Move a BP between Columns") },
  { "acw-redeploy", NC_("action verb", "Redeploy a Column") },
  { "add", NC_("action verb", "Add to the force") },
  { "alliance", NC_("action verb", "Seek an alliance") },
  { "ambush", NC_("action verb", "Ambush") },
  { "attack", NC_("action verb", "Attack") },
  { "breakout", NC_("action verb", "Break out") },
  { "build", NC_("action verb", "Build") },
  { "build-fort", NC_("action verb", "Build a fort") },
  { "cancel", NC_("action verb", "Cancel the force") },
  { "casualty", NC_("action verb", "Casualty") },
  { "defend", NC_("action verb", "Defend") },
  { "drop", NC_("action verb", "Drop off") },
  { "end-ops", NC_("action verb", "End operations") },
  { "end-turn", NC_("action verb", "End turn") },
  { "flip", NC_("action verb", "Flip") },
  { "form", NC_("action verb", "Form a force") },
  { "garrison", NC_("action verb", "Garrison") },
  { "harass", NC_("action verb", "Harass") },
  { "hit-structure", NC_("action verb", "Hit the structure") },
  { "ignore", NC_("action verb", "Leave alone") },
  { "keep", NC_("action verb", "Keep") },
  { "march", NC_("action verb", "March") },
  { "march-scout", NC_("action verb", "March with a scout") },
  { "move", NC_("action verb", "Move") },
  { "move-stack", NC_("action verb", "Move the stack") },
  { "no-ambush", NC_("action verb", "No ambush") },
  { "no-harass", NC_("action verb", "Do not harass") },
  { "no-reinforce", NC_("action verb", "No reinforcements") },
  { "no-reroll", NC_("action verb", "Keep the roll") },
  { "no-supply", NC_("action verb", "Leave unsupplied") },
  { "overrun", NC_("action verb", "Overrun") },
  { "pass", NC_("action verb", "Pass") },
  { "pass-through", NC_("action verb", "Pass through") },
  { "pickup", NC_("action verb", "Pick up") },
  { "place", NC_("action verb", "Place") },
  { "place-driven-out", NC_("action verb", "Place the Village driven out") },
  { "raid", NC_("action verb", "Raid") },
  { "rbc", NC_("action verb", "Retreat before combat") },
  { "rbc-no-tp", NC_("action verb", "No TP on the retreat roll") },
  { "rbc-tp", NC_("action verb", "TP on the retreat roll") },
  { "recruit", NC_("action verb", "Recruit") },
  { "recruit-nation", NC_("action verb", "Recruit among a nation") },
  { "redraw", NC_("action verb", "Draw again") },
  { "reinforce", NC_("action verb", "Reinforce") },
  { "relocate", NC_("action verb", "Move the village") },
  { "remove", NC_("action verb", "Remove") },
  { "repair", NC_("action verb", "Repair") },
  { "reroll", NC_("action verb", "Reroll") },
  { "retreat", NC_("action verb", "Retreat") },
  { "retreat-unit", NC_("action verb", "Retreat a unit") },
  { "roll", NC_("action verb", "Roll") },
  { "save", NC_("action verb", "Save the special action point") },
  { "scout", NC_("action verb", "Use a scout") },
  { "search-artillery", NC_("action verb", "Search for the artillery") },
  { "search-raiders", NC_("action verb", "Search for raiders") },
  { "set", NC_("action verb", "Set") },
  { "stop", NC_("action verb", "Stop") },
  { "strategic", NC_("action verb", "Strategic movement") },
  { "strategic-with", NC_("action verb", "Strategic movement together") },
  { "supply", NC_("action verb", "Supply") },
  { "take-arms", NC_("action verb", "Take the British Arms") },
  { "treaty", NC_("action verb", "Seek a treaty") },
  { "ungarrison", NC_("action verb", "Leave the fort") },
  { "winter-cup", NC_("action verb", "Send home to the cup") },
};

/* Each game's own titles for its verbs, looked up first: a verb that two
 * games share may name another choice in each ("hold" a card back in Mr.
 * Madison's War, "hold" a unit back from a skirmish in A Dark and Bloody
 * Ground).  Every verb of a game's rules has one (tests/test-window-fr.c,
 * /i18n/window-fr/verb-titles), so that no group of actions is headed by
 * the untranslated verb. */
static const struct {
  const char *game;
  const char *verb;
  const char *title;
} game_verb_titles[] = {
  { "ohio", "set-up", NC_("action verb", "Set up a piece") },
  { "ohio", "set-up-example", NC_("action verb", "Set up as in the rulebook's example") },
  { "ohio", "stacks-done", NC_("action verb", "Leave the fort's stacks as they stand") },
  { "madison", "keep", NC_("action verb", "Keep the card") },
  { "madison", "ops", NC_("action verb", "Play for operations") },
  { "madison", "event", NC_("action verb", "Play as an event") },
  { "madison", "hold", NC_("action verb", "Hold a card back") },
  { "madison", "leader", NC_("action verb", "Activate a leader") },
  { "madison", "units", NC_("action verb", "Activate units") },
  { "madison", "add", NC_("action verb", "Take along") },
  { "madison", "go", NC_("action verb", "Start moving") },
  { "madison", "move", NC_("action verb", "Move") },
  { "madison", "pickup", NC_("action verb", "Pick up") },
  { "madison", "drop", NC_("action verb", "Drop off") },
  { "madison", "end", NC_("action verb", "End the movement") },
  { "madison", "lead", NC_("action verb", "Lead the battle") },
  { "madison", "loss", NC_("action verb", "Take a step loss") },
  { "madison", "retreat", NC_("action verb", "Retreat") },
  { "madison", "pass", NC_("action verb", "Play no more events") },
  { "madison", "restore", NC_("action verb", "Play to restore units") },
  { "madison", "flip", NC_("action verb", "Restore a unit") },
  { "madison", "done", NC_("action verb", "Done") },
  { "madison", "depot", NC_("action verb", "Play for a supply depot") },
  { "madison", "rbc", NC_("action verb", "Retreat before combat") },
  { "madison", "stand", NC_("action verb", "Stay and fight") },
  { "madison", "campaign", NC_("action verb", "Play to move two forces") },
  { "madison", "battle", NC_("action verb", "Play as a battle card") },
  { "madison", "no-battle-card", NC_("action verb", "No battle card") },
  { "madison", "embark", NC_("action verb", "Take aboard") },
  { "madison", "land", NC_("action verb", "Land the troops") },
  { "madison", "nbv", NC_("action verb", "Play to build or repair ships") },
  { "madison", "build", NC_("action verb", "Build a ship") },
  { "madison", "repair", NC_("action verb", "Repair a ship") },
  { "madison", "react", NC_("action verb", "Play as a reaction") },
  { "madison", "no-reaction", NC_("action verb", "No reaction") },
  { "madison", "withdraw", NC_("action verb", "Withdraw before the card play") },
  { "madison", "fight", NC_("action verb", "Fight a battle") },
  { "madison", "delay", NC_("action verb", "Hold reinforcements back") },
  { "madison", "place", NC_("action verb", "Place the other reinforcements") },
  { "madison", "assault", NC_("action verb", "Place and attack") },
  { "madison", "march", NC_("action verb", "March the event's force") },
  { "madison", "choose", NC_("action verb", "Choose where the event acts") },
  { "madison", "escort", NC_("action verb", "Sail with the schooner") },
  { "madison", "take", NC_("action verb", "Let the event take a unit") },
  { "madison", "command", NC_("action verb", "Take command") },
  { "pontiac", "done", NC_("action verb", "Done") },
  { "pontiac", "raise", NC_("action verb", "Raise force points") },
  { "pontiac", "belt", NC_("action verb", "Move a War Belt") },
  { "pontiac", "roll-belts", NC_("action verb", "Roll for the War Belts") },
  { "pontiac", "place", NC_("action verb", "Place") },
  { "pontiac", "buy", NC_("action verb", "Buy") },
  { "pontiac", "form", NC_("action verb", "Move a force") },
  { "pontiac", "drop", NC_("action verb", "Drop off") },
  { "pontiac", "pickup", NC_("action verb", "Pick up") },
  { "pontiac", "move", NC_("action verb", "Move") },
  { "pontiac", "stop", NC_("action verb", "End the force's move") },
  { "pontiac", "attack", NC_("action verb", "Attack") },
  { "pontiac", "pass-through", NC_("action verb", "Pass through") },
  { "pontiac", "fight", NC_("action verb", "Fight") },
  { "pontiac", "fort-up", NC_("action verb", "Go into the fort") },
  { "pontiac", "try-retreat", NC_("action verb", "Try to retreat") },
  { "pontiac", "play", NC_("action verb", "Play a battle card") },
  { "pontiac", "mulligan", NC_("action verb", "Play as a mulligan") },
  { "pontiac", "arms", NC_("action verb", "Commit an Arms Point") },
  { "pontiac", "no-arms", NC_("action verb", "No Arms Point") },
  { "pontiac", "casualty", NC_("action verb", "Take a step") },
  { "pontiac", "spend-supply", NC_("action verb", "Spend supply") },
  { "pontiac", "continue", NC_("action verb", "Fight a second round") },
  { "pontiac", "break-off", NC_("action verb", "Stop the siege combat") },
  { "pontiac", "retreat", NC_("action verb", "Retreat") },
  { "pontiac", "rebuild", NC_("action verb", "Rebuild") },
  { "pontiac", "rally", NC_("action verb", "Rally") },
  { "pontiac", "ambush", NC_("action verb", "Ambush") },
  { "pontiac", "send", NC_("action verb", "Fall back") },
  { "pontiac", "reroll", NC_("action verb", "Reroll enemy hits") },
  { "pontiac", "no-reroll", NC_("action verb", "No reroll") },
  { "pontiac", "pick", NC_("action verb", "Choose a card") },
  { "pontiac", "winter", NC_("action verb", "Go into winter quarters") },
  { "pontiac", "rally-with", NC_("action verb", "Rally with a leader") },
  { "pontiac", "rally-all", NC_("action verb", "Rally every unit with him") },
  { "pontiac", "offer", NC_("action verb", "Offer captives") },
  { "pontiac", "accept", NC_("action verb", "Accept the offer") },
  { "pontiac", "decline", NC_("action verb", "Refuse the offer") },
  { "pontiac", "release", NC_("action verb", "Release captives") },
  { "pontiac", "escort", NC_("action verb", "Escort the captives") },
  { "pontiac", "escort-all", NC_("action verb", "The whole force escorts") },
  { "pontiac", "carry", NC_("action verb", "Take a captive") },
  { "pontiac", "no-ambush", NC_("action verb", "No ambush") },
  { "pontiac", "raze", NC_("action verb", "Raze") },
  { "pontiac", "shelter", NC_("action verb", "Go into the fort") },
  { "pontiac", "refuse", NC_("action verb", "Refuse battle") },
  { "pontiac", "sail", NC_("action verb", "Retreat by water") },
  { "pontiac", "transfer", NC_("action verb", "Transfer between forces") },
  { "pontiac", "conceal", NC_("action verb", "Put a force off the map") },
  { "pontiac", "reveal", NC_("action verb", "Bring a force back onto the map") },
  { "pontiac", "place-replacement", NC_("action verb", "Place a Replacement Officer") },
  { "pontiac", "sail-to", NC_("action verb", "Sail") },
  { "pontiac", "allies-arrive", NC_("action verb", "Allies arrive") },
  { "pontiac", "set-up", NC_("action verb", "Set up a piece") },
  { "pontiac", "set-up-example", NC_("action verb", "Set up as in the rulebook's example") },
  { "pontiac", "escort-to", NC_("action verb", "Walk the captives") },
  { "pontiac", "go-home", NC_("action verb", "Go home") },
  { "pontiac", "restore-arms", NC_("action verb", "Restore Arms Points") },
  { "pontiac", "flip", NC_("action verb", "Disrupted by the retreat") },
  { "pontiac", "guard", NC_("action verb", "Guard the captives") },
  { "geronimo", "players", NC_("action verb", "Number of players") },
  { "geronimo", "choose-tribe", NC_("action verb", "Choose a starting tribe") },
  { "geronimo", "settle", NC_("action verb", "Place a Settlement") },
  { "geronimo", "railroad", NC_("action verb", "Lay a railroad") },
  { "geronimo", "no-railroad", NC_("action verb", "No railroad") },
  { "geronimo", "play", NC_("action verb", "Play a card") },
  { "geronimo", "discard", NC_("action verb", "Discard a card") },
  { "geronimo", "relocate", NC_("action verb", "Relocate") },
  { "geronimo", "no-action", NC_("action verb", "No action") },
  { "geronimo", "end-operations", NC_("action verb", "End operations") },
  { "geronimo", "apply-statehood", NC_("action verb", "Apply for Statehood") },
  { "geronimo", "no-statehood", NC_("action verb", "Do not apply for Statehood") },
  { "geronimo", "column-move", NC_("action verb", "Move a Column") },
  { "geronimo", "column-fort", NC_("action verb", "Put a Column In Fort") },
  { "geronimo", "column-patrol", NC_("action verb", "Put a Column On Patrol") },
  { "geronimo", "column-new", NC_("action verb", "Form a new Column") },
  { "geronimo", "column-at", NC_("action verb", "Place the Column") },
  { "geronimo", "column-reinforce", NC_("action verb", "Reinforce a Column") },
  { "geronimo", "column-bps", NC_("action verb", "Battle points of the Column") },
  { "geronimo", "column-guns", NC_("action verb", "Guns of the Column") },
  { "geronimo", "column-attack", NC_("action verb", "Attack with a Column") },
  { "geronimo", "evade", NC_("action verb", "Evade") },
  { "geronimo", "no-evasion", NC_("action verb", "Stand") },
  { "geronimo", "pursue", NC_("action verb", "Pursue") },
  { "geronimo", "no-pursuit", NC_("action verb", "Do not pursue") },
  { "geronimo", "ambush", NC_("action verb", "Try an Ambush") },
  { "geronimo", "accept-battle", NC_("action verb", "Accept battle") },
  { "geronimo", "absorb", NC_("action verb", "Lose guns in place of battle points") },
  { "geronimo", "react", NC_("action verb", "React with a Column") },
  { "geronimo", "no-reaction", NC_("action verb", "No reaction") },
  { "geronimo", "attrition", NC_("action verb", "Attrition") },
  { "geronimo", "attack-column", NC_("action verb", "Attack a Column") },
  { "geronimo", "coordinate", NC_("action verb", "Coordinate the Columns") },
  { "geronimo", "attack-now", NC_("action verb", "Attack now") },
  { "geronimo", "war-party", NC_("action verb", "Form a War Party") },
  { "geronimo", "wp-chief", NC_("action verb", "A Chief goes with the War Party") },
  { "geronimo", "wp-chiefs-done", NC_("action verb", "No more Chiefs") },
  { "geronimo", "wp-attack", NC_("action verb", "Attack again") },
  { "geronimo", "attack-resource", NC_("action verb", "Attack a Resource") },
  { "geronimo", "wp-stay", NC_("action verb", "The War Party stays") },
  { "geronimo", "wp-return", NC_("action verb", "The War Party goes home") },
  { "geronimo", "raid", NC_("action verb", "Raid") },
  { "geronimo", "raid-mexico", NC_("action verb", "Raid into Mexico") },
  { "geronimo", "card-area", NC_("action verb", "Choose the card's area") },
  { "geronimo", "card-target", NC_("action verb", "Choose the card's target") },
  { "geronimo", "card-no-target", NC_("action verb", "No target for the card") },
  { "geronimo", "mission-war-party", NC_("action verb", "War Party from a Mission") },
  { "geronimo", "random-event", NC_("action verb", "Roll the Random Event") },
  { "geronimo", "random-play", NC_("action verb", "Play the Random Event") },
  { "geronimo", "random-discard", NC_("action verb", "Discard the Random Event") },
  { "geronimo", "offer-treaty", NC_("action verb", "Offer a treaty") },
  { "geronimo", "treaty-vp", NC_("action verb", "Victory points for the treaty") },
  { "geronimo", "accept-treaty", NC_("action verb", "Accept the treaty") },
  { "geronimo", "disband-into", NC_("action verb", "Disband into a Column") },
  { "geronimo", "disband-reserve", NC_("action verb", "Disband into the Reserve") },
  { "geronimo", "column-divide", NC_("action verb", "Divide a Column") },
  { "geronimo", "refuse-treaty", NC_("action verb", "Refuse the treaty") },
  { "geronimo", "attack-village", NC_("action verb", "Attack a Village") },
  { "geronimo", "attack-war-party", NC_("action verb", "Attack a War Party") },
  { "geronimo", "imprison", NC_("action verb", "Imprison a Chief") },
  { "geronimo", "no-prison", NC_("action verb", "Imprison no Chief") },
  { "geronimo", "kill-horses", NC_("action verb", "Kill the horses") },
  { "geronimo", "take-hostages", NC_("action verb", "Take hostages") },
  { "geronimo", "no-declaration", NC_("action verb", "No declaration") },
  { "geronimo", "take-gatling", NC_("action verb", "Take a Gatling Gun") },
  { "geronimo", "no-gatling", NC_("action verb", "No Gatling Gun") },
  { "geronimo", "federales", NC_("action verb", "Play the Federales") },
  { "geronimo", "no-federales", NC_("action verb", "No Federales") },
  { "geronimo", "mormon-column", NC_("action verb", "Make the Mormon Column") },
  { "geronimo", "acw-done", NC_("action verb", "The other Columns dissolve") },
  { "geronimo", "lose-bp", NC_("action verb", "Lose a battle point") },
  { "geronimo", "lose-artillery", NC_("action verb", "Lose a gun") },
  { "geronimo", "ally-join", NC_("action verb", "Join the Alliance") },
  { "geronimo", "ally-done", NC_("action verb", "No more War Parties for the Alliance") },
  { "geronimo", "ally-lose", NC_("action verb", "The Alliance loses") },
  { "geronimo", "alliance-form", NC_("action verb", "Form the Alliance War Party") },
  { "geronimo", "ally-share", NC_("action verb", "Share the Alliance's victory points") },
  { "geronimo", "ally-keep", NC_("action verb", "Keep the Alliance's victory points") },
  { "geronimo", "coordination-keep", NC_("action verb", "Keep the Columns together") },
  { "geronimo", "coordination-separate", NC_("action verb", "Separate the Columns") },
  { "geronimo", "await-coordination", NC_("action verb", "Wait for the other Columns") },
  { "geronimo", "sand-creek-draw", NC_("action verb", "Draw a Tribal Card (Sand Creek)") },
  { "geronimo", "sand-creek-pass", NC_("action verb", "Draw no Tribal Card (Sand Creek)") },
  { "bloodyground", "pass", NC_("action verb", "Pass") },
  { "bloodyground", "activate", NC_("action verb", "Activate") },
  { "bloodyground", "move", NC_("action verb", "Move") },
  { "bloodyground", "drop", NC_("action verb", "Leave behind") },
  { "bloodyground", "stop", NC_("action verb", "Stop moving") },
  { "bloodyground", "resolve", NC_("action verb", "Resolve") },
  { "bloodyground", "battle", NC_("action verb", "Fight a battle") },
  { "bloodyground", "skirmish", NC_("action verb", "Fight a skirmish") },
  { "bloodyground", "relocate", NC_("action verb", "Withdraw") },
  { "bloodyground", "settle", NC_("action verb", "Place a settler") },
  { "bloodyground", "deploy", NC_("action verb", "Set up on the battle board") },
  { "bloodyground", "step", NC_("action verb", "Move on the battle board") },
  { "bloodyground", "exit", NC_("action verb", "Take off the board") },
  { "bloodyground", "end-impulse", NC_("action verb", "End the impulse") },
  { "bloodyground", "fire", NC_("action verb", "Fire") },
  { "bloodyground", "melee", NC_("action verb", "Attack in melee") },
  { "bloodyground", "join", NC_("action verb", "Join the attack") },
  { "bloodyground", "strike", NC_("action verb", "Resolve the melee") },
  { "bloodyground", "lose", NC_("action verb", "Lose a unit") },
  { "bloodyground", "raid", NC_("action verb", "Raid") },
  { "bloodyground", "pair", NC_("action verb", "Engage") },
  { "bloodyground", "hold", NC_("action verb", "Hold back") },
  { "bloodyground", "assault", NC_("action verb", "Assault the fort") },
  { "bloodyground", "besiege", NC_("action verb", "Besiege the fort") },
  { "bloodyground", "build-fort", NC_("action verb", "Build a fort") },
  { "bloodyground", "take-group", NC_("action verb", "Take the reinforcement group") },
  { "bloodyground", "no-group", NC_("action verb", "Decline the reinforcement group") },
  { "bloodyground", "place", NC_("action verb", "Place") },
  { "bloodyground", "disband", NC_("action verb", "Send home") },
  { "bloodyground", "atrocity", NC_("action verb", "Place an Atrocity marker") },
  { "bloodyground", "ambush", NC_("action verb", "Ambush") },
  { "bloodyground", "assassinate", NC_("action verb", "Assassinate") },
  { "bloodyground", "pillage", NC_("action verb", "Pillage") },
  { "bloodyground", "treaty", NC_("action verb", "Offer a peace treaty") },
  { "bloodyground", "no-treaty", NC_("action verb", "No more treaties") },
  { "bloodyground", "react", NC_("action verb", "React") },
  { "bloodyground", "no-react", NC_("action verb", "No reaction") },
  { "bloodyground", "retreat", NC_("action verb", "Fall back") },
  { "bloodyground", "raid-with", NC_("action verb", "Go on the raid too") },
  { "bloodyground", "raid-go", NC_("action verb", "Send the raid") },
  { "bloodyground", "home", NC_("action verb", "Go home") },
  { "bloodyground", "mckee-to", NC_("action verb", "McKee relocates") },
  { "bloodyground", "mckee-stays", NC_("action verb", "McKee stays") },
  { "bloodyground", "winter-home", NC_("action verb", "Go home for the winter") },
  { "bloodyground", "fall-back", NC_("action verb", "Fall back") },
  { "bloodyground", "enter", NC_("action verb", "Enter") },
  { "bloodyground", "enter-all", NC_("action verb", "All units enter") },
  { "bloodyground", "pillage-with", NC_("action verb", "Go pillaging too") },
  { "bloodyground", "pillage-go", NC_("action verb", "Send the pillage") },
  { "bloodyground", "raid-lose", NC_("action verb", "Lose a unit in the raid") },
  { "bloodyground", "rifle", NC_("action verb", "Give a Rifle") },
  { "bloodyground", "skirmish-first", NC_("action verb", "Skirmish first") },
  { "bloodyground", "omens", NC_("action verb", "The Omens") },
  { "bloodyground", "leader-to", NC_("action verb", "A leader joins the units") },
  { "bloodyground", "leader-stays", NC_("action verb", "The leader stays") },
  { "bloodyground", "add-rating", NC_("action verb", "Add the leader's rating") },
  { "bloodyground", "no-rating", NC_("action verb", "Leave the leader's rating out") },
  { "bloodyground", "setup", NC_("action verb", "Set up") },
  { "bloodyground", "lone-leader-to", NC_("action verb", "A lone leader withdraws") },
  { "bloodyground", "withdraw", NC_("action verb", "Withdraw from play") },
  { "bloodyground", "relieve", NC_("action verb", "Relieve of command") },
  { "bloodyground", "dismantle-fort", NC_("action verb", "Dismantle the fort") },
  { "bloodyground", "leader-with", NC_("action verb", "A leader goes along") },
  { "bloodyground", "leader-waits", NC_("action verb", "The leader waits") },
  { "bloodyground", "leave-out", NC_("action verb", "Leave out") },
  { "bloodyground", "roll-next", NC_("action verb", "Roll next for mobilization") },
  { "bloodyground", "second-sf-with", NC_("action verb", "Place the fort's second SF") },
  { "bloodyground", "sfs-together", NC_("action verb", "The fort's SFs fight together") },
  { "bloodyground", "flee-to", NC_("action verb", "Flee") },
  { "bloodyground", "primary", NC_("action verb", "Choose the primary leader") },
  { "bloodyground", "mckee-loss", NC_("action verb", "McKee's loss") },
  { "bloodyground", "girty-to", NC_("action verb", "Simon Girty arrives") },
  { "bloodyground", "redeploy", NC_("action verb", "Redeploy") },
  { "bloodyground", "redeploy-done", NC_("action verb", "End the redeployment") },
  { "bloodyground", "replace-at", NC_("action verb", "Place a replacement") },
  { "bloodyground", "raid-route", NC_("action verb", "Choose the raid's route") },
  { "bloodyground", "settle-done", NC_("action verb", "No more settlers") },
};

char **
bh_describe_actions (BhRules *rules, const BhState *state, GArray *actions, int seat)
{
  g_auto(GStrv) plain = g_new0 (char *, actions->len + 1);
  char **labels = g_new0 (char *, actions->len + 1);
  g_autoptr(GHashTable) totals = g_hash_table_new (g_str_hash, g_str_equal);
  g_autoptr(GHashTable) ranks = g_hash_table_new (g_str_hash, g_str_equal);

  for (guint a = 0; a < actions->len; a++)
    {
      plain[a] = bh_rules_describe_action (rules, state, &g_array_index (actions, BhAction, a), seat);
      g_hash_table_insert (totals, plain[a],
                           GUINT_TO_POINTER (GPOINTER_TO_UINT (g_hash_table_lookup (totals, plain[a])) + 1));
    }
  /* Two choices that read alike are told apart by their rank. */
  for (guint a = 0; a < actions->len; a++)
    {
      guint total = GPOINTER_TO_UINT (g_hash_table_lookup (totals, plain[a]));
      guint rank = GPOINTER_TO_UINT (g_hash_table_lookup (ranks, plain[a])) + 1;

      g_hash_table_insert (ranks, plain[a], GUINT_TO_POINTER (rank));
      /* TRANSLATORS: an action's description, then its rank among the
         choices that read the same: "Form a force with Regular infantry at
         Fort Washington (3 of 6)" */
      labels[a] = total < 2 ? g_strdup (plain[a]) : g_strdup_printf (_("%s (%u of %u)"), plain[a], rank, total);
    }
  return labels;
}

const char *
bh_verb_get_title (const char *game_id, const char *verb)
{
  if (game_id != NULL)
    for (gsize i = 0; i < G_N_ELEMENTS (game_verb_titles); i++)
      if (g_str_equal (game_verb_titles[i].game, game_id) && g_str_equal (game_verb_titles[i].verb, verb))
        return game_verb_titles[i].title;
  for (gsize i = 0; i < G_N_ELEMENTS (verb_titles); i++)
    if (g_str_equal (verb_titles[i].verb, verb))
      return verb_titles[i].title;
  return NULL;
}

char *
bh_verb_to_title (const char *game_id, const char *verb)
{
  const char *known = bh_verb_get_title (game_id, verb);
  char *title;

  if (known != NULL)
    return g_strdup (g_dpgettext2 (NULL, "action verb", known));
  title = g_strdup (verb);
  g_strdelimit (title, "-_", ' ');
  title[0] = g_ascii_toupper (title[0]);
  return title;
}

void
bh_side_colour (BhGameData *data, int side, GdkRGBA *colour)
{
  static const GdkRGBA grey = { 0.5, 0.5, 0.5, 1 };

  if (side < 0 || (guint) side >= bh_game_data_get_n_sides (data))
    *colour = grey;
  else
    bh_colour_parse (bh_game_data_get_side (data, side)->colour, &grey, colour);
}

void
bh_row_set_title (gpointer row, const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text != NULL ? text : "", -1);

  adw_preferences_row_set_title (ADW_PREFERENCES_ROW (row), markup);
}

void
bh_row_set_subtitle (gpointer row, const char *text)
{
  g_autofree char *markup = g_markup_escape_text (text != NULL ? text : "", -1);

  if (ADW_IS_EXPANDER_ROW (row))
    adw_expander_row_set_subtitle (ADW_EXPANDER_ROW (row), markup);
  else
    adw_action_row_set_subtitle (ADW_ACTION_ROW (row), markup);
}

char *
bh_location_title (BhGameData *data, int location)
{
  int index;

  if (location >= 0 && (guint) location < bh_game_data_get_n_locations (data) &&
      bh_game_data_get_location_kind (data, location, &index) == BH_LOCATION_HEX)
    {
      g_autofree char *id = bh_game_data_dup_location_id (data, location);
      const char *dot = strrchr (id, '.');

      /* TRANSLATORS: a battle board's name and a hex number, "Wilderness battle board, hex 0307" */
      return g_strdup_printf (_("%s, hex %s"), bh_game_data_get_location_name (data, location),
                              dot != NULL ? dot + 1 : id);
    }
  return g_strdup (bh_game_data_get_location_name (data, location));
}

void
bh_set_new_tooltip (GtkWidget *widget, const char *text)
{
  gboolean shown = gtk_widget_get_visible (widget);

  /* Hidden, the change asks nothing of the display; shown again, nothing
   * is asked either (the pointer has not moved). */
  if (shown)
    gtk_widget_set_visible (widget, FALSE);
  gtk_widget_set_tooltip_text (widget, text);
  if (shown)
    gtk_widget_set_visible (widget, TRUE);
}
