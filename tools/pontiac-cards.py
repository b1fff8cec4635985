#!/usr/bin/env python3
"""Combat cards of Pontiac's War, imported by tools/pontiac-gen-data.py.

Each card: number -> (title, icon, oh-no value or 0, colour class, text, given)
icon: fort | settlement | village | wilderness | anywhere | none (OH NO! cards)
colour class: french (blue Nations cards), trader (brown British cards) or "".
given: None for a reconstructed card, else the rule reference the card is known from.
A given card's text is restated in our own words from the hand lists of the
First Turn Playthrough (24.0); values the text does not give are flagged in
NOTES.  Reconstructed cards are plausible historical events written for this
implementation: replace them with the printed cards when available.
"""

PT = "24.0"

NATIONS = {
    1: ("Paxton Boys", "settlement", 0, "", "Pick a Mingo or Lenape village that is not razed and raise 2 FP of that nation's warriors there. Nothing happens if every village of both nations is razed.", PT),
    2: ("Convoi des Cadeaux", "anywhere", 0, "french", "A French present convoy reaches the Nations. Roll a die and add Arms points: 1-2 one, 3-4 two, 5-6 three.", None),
    3: ("Indian Rage", "village", 0, "", "Raze the settlement next to the Indian force nearest to one; if several are equally near, the Nations player picks. Record 1 VP for the Nations.", PT),
    4: ("Intercept Supply", "fort", 0, "", "The British reveal their supply on the map. Roll a die: 1-2 nothing, 3-4 one, 5-6 two supply units outside Philadelphia (Nations' choice) go to the British Force Pool and each becomes 1 Arms point.", PT),
    5: ("Armorer's Leave", "none", 2, "", "OH NO! Flip the Arms counter. For the rest of the game each Arms point spent needs a die roll; on a 1 it is spent without effect. Then remove this card from the game.", PT),
    6: ("Stickball Ruse", "fort", 0, "", "The lacrosse game at Michilimackinac. Against a 1-value fort the fort's value cancels no hits this round.", None),
    7: ("Forest Warfare", "wilderness", 0, "", "The Nations roll 2 extra dice this round.", None),
    8: ("Warriors Gather", "village", 0, "", "Raise 2 FP of the village's nation from its Reinforcement Box into this battle, if the nation is not under a Treaty.", None),
    9: ("Neolin's Vision", "anywhere", 0, "", "If Neolin is on the map, every sachem in this battle adds 1 die this round.", None),
    10: ("Surprise Attack", "wilderness", 0, "", "Add +2 to a Nations ambush roll in this battle; if there is no ambush, the Nations roll 1 extra die in the first round.", None),
    11: ("Swift Runners", "anywhere", 0, "", "Bonus movement: after this battle one Nations force anywhere may move up to 3 spaces at once.", None),
    12: ("Fire Arrows", "fort", 0, "", "The fort's value cancels one hit fewer this round.", None),
    13: ("Frontier Panic", "settlement", 0, "", "Militia desertion: remove up to 2 FP of Colonial Militia from this battle to the Force Pool (no VP), unless Rogers is present.", None),
    14: ("Shawnee Riflemen", "wilderness", 0, "", "If Shawnee or Lenape warriors take part, the Nations hit on 5-6 this battle without spending an Arms point.", None),
    15: ("Wampum Diplomacy", "anywhere", 0, "", "Break a Treaty: remove one Treaty marker; that nation may again receive War Belts and give reinforcements.", None),
    16: ("Smallpox", "none", 3, "", "OH NO! Disease in the camps: each nation taking part in this battle loses 1 FP to its Reinforcement Box (no VP).", None),
    17: ("Supply Shortage", "fort", 0, "", "No officer in this battle may use his reroll.", PT),
    18: ("Feigned Retreat", "wilderness", 0, "", "A Nations retreat attempt in this battle succeeds without a roll.", None),
    19: ("Ambuscade", "wilderness", 0, "", "+2 to a Nations ambush roll in this battle.", None),
    20: ("Captive Ransom", "anywhere", 0, "", "Return one captive held by any nation to the British (the British gain its VP) and gain 2 Arms points.", None),
    21: ("Pontiac's Oratory", "anywhere", 0, "", "If Pontiac is in this battle, raise 1 FP of each nation with a sachem in his space.", None),
    22: ("French Rumours", "anywhere", 0, "french", "Word that a French army is coming: the Nations roll 1 extra die in each round of this battle.", None),
    23: ("Seneca War Belt", "anywhere", 0, "", "Move a War Belt to any nation not under a Treaty and roll for it at once on the War Belt table.", None),
    24: ("Wilderness Mastery", "wilderness", 0, "", "The British roll 1 die fewer for every 3 FP they have in this battle (at most 3 fewer).", None),
    25: ("Raid", "settlement", 0, "", "The settlement is razed even if the attackers fall below 4 FP; roll twice for captives and keep the better roll.", None),
    26: ("Gunpowder Cache", "anywhere", 0, "", "Add 2 Arms points.", None),
    27: ("Captured Powder", "fort", 0, "", "If the fort is razed in this battle, add 1 more Arms point than its value.", None),
    28: ("Cut Off the Convoy", "wilderness", 0, "", "Remove 1 British supply unit in this battle to the Force Pool (no VP) and add 1 Arms point.", None),
    29: ("Bloody Flux", "fort", 0, "", "Sickness in the garrison: a besieged British force in this fort loses 1 step now.", None),
    30: ("Counting Coup", "anywhere", 0, "", "Reroll up to two British dice that scored hits this round, even without a leader.", None),
    31: ("Drunken Revelry", "none", 1, "", "OH NO! Rum in the camp: the Nations roll 1 die fewer for every 4 FP in this battle.", None),
    32: ("Canoe Flotilla", "anywhere", 0, "", "Bonus movement: one Nations force within 4 spaces joins this battle at once.", None),
    33: ("Decoy", "wilderness", 0, "", "British artillery and ships have no effect in this battle.", None),
    34: ("Tomahawk Charge", "wilderness", 0, "", "The Nations roll 2 extra dice in the second round of this battle.", None),
    35: ("Wyandot Scouts", "anywhere", 0, "", "Look at the British hand and discard one card of your choice from it.", None),
    36: ("les Habitants (The Locals)", "anywhere", 0, "french", "Once revealed, the British card goes back to the British hand and the British must play a different one.", PT),
    37: ("l'Ingérence (Interference)", "settlement", 0, "french", "If the British card is a British Trader card, discard it together with every Trader card in the British hand.", PT),
    38: ("Voyageurs", "anywhere", 0, "french", "French canoemen bring powder. Roll a die and add Arms points: 1-3 one, 4-6 two.", None),
    39: ("Coureurs de bois (Fur Traders)", "anywhere", 0, "french", "Roll a die and add Arms points: 1-2 none, 3-4 one, 5 two, 6 three.", PT),
    40: ("Convoi des Cadeaux", "anywhere", 0, "french", "A second French present convoy. Roll a die and add Arms points: 1-2 none, 3-4 one, 5-6 two.", None),
    41: ("Sachem's Courage", "anywhere", 0, "", "Each healthy sachem in this battle counts 2 FP this battle.", None),
    42: ("Divided Councils", "none", 2, "", "OH NO! One nation in this battle (British choice) leaves it and returns to one of its villages.", None),
    43: ("Defend the Lodges", "village", 0, "", "Defending a village: the Nations roll 1 extra die per sachem present.", None),
    44: ("Siege Lines", "fort", 0, "", "The siege minimum is 2 FP lower for this battle.", None),
    45: ("Message from the Illinois", "anywhere", 0, "", "Draw 2 cards; your hand size is 1 larger until the end of the season.", None),
    46: ("Night Attack", "fort", 0, "", "Artillery and ships do not fire this battle and the British may not retreat into the fort before the first round.", None),
    47: ("Kaske's Embassy", "anywhere", 0, "french", "Charlot Kaske returns from New Orleans. Roll a die and add Arms points: 1-2 none, 3-5 one, 6 two.", None),
    48: ("The Prophet's Message", "village", 0, "", "If Neolin is on the map, raise 1 FP of the village's nation in the village.", None),
    49: ("Hunting Season", "none", 1, "", "OH NO! One warrior band in this battle (Nations choice) goes home to one of its villages.", None),
    50: ("Storm on the Lakes", "fort", 0, "", "If the fort has a dock, one British ship there is lost (no VP, 17.1).", None),
}

BRITISH = {
    51: ("Forced March", "anywhere", 0, "", "Bonus movement: one British force within 3 spaces joins this battle at once.", None),
    52: ("Stout Defense", "fort", 0, "", "The attack on this fort is cancelled; the attackers go back to the space they came from. The British may play a second card.", PT),
    53: ("Attack Repelled", "wilderness", 0, "", "After the first round the Nations lose 1 more FP and must retreat before the second round.", PT),
    54: ("Highland Charge", "wilderness", 0, "", "In the second round the British roll 1 extra die for every 2 FP of Black Watch present.", None),
    55: ("Royal American Marksmen", "anywhere", 0, "", "Up to 4 dice for Royal Americans hit on 4-6 this round.", None),
    56: ("Grapeshot", "fort", 0, "", "Add +1 to every artillery and ship roll in this battle.", None),
    57: ("Rangers", "wilderness", 0, "", "The British may ambush as if Rogers were present, at +1.", None),
    58: ("Relief Column", "fort", 0, "", "Off-map reinforcement: 2 FP Regulars from the Force Pool join the defenders.", None),
    59: ("Palisade Repaired", "fort", 0, "", "The fort's value is 1 higher for this battle.", None),
    60: ("Temporary Truce", "anywhere", 0, "", "The British may discard one OH NO! card from their hand.", PT),
    61: ("Internal Conflict", "anywhere", 0, "", "Against a force of several nations, remove 1 FP from each of two nations to their villages. No VP.", PT),
    62: ("French Militia", "fort", 0, "", "Only at Fort Detroit: place 1 FP French Militia in the fort.", None),
    63: ("Johnson's Council", "anywhere", 0, "", "One Seneca or Mingo unit in this battle withdraws to one of its villages.", None),
    64: ("Disciplined Volley", "wilderness", 0, "", "The British roll 2 extra dice in the first round.", None),
    65: ("Powder Magazine", "fort", 0, "", "Add 1 Supply from the Force Pool to the defenders.", None),
    66: ("Flour-Bag Breastwork", "wilderness", 0, "", "The British force fights this battle as if in a 1-value fort (one hit cancelled each round).", None),
    67: ("Scouts' Warning", "anywhere", 0, "", "A Nations ambush against this force fails automatically.", None),
    68: ("Croghan's Presents", "anywhere", 0, "trader", "Trader card. Roll a die: on 4-6 one nation in this battle without Pontiac present accepts presents and does not fight this battle.", None),
    69: ("Trade Reopened", "village", 0, "trader", "Trader card. Roll a die: on 3-6 the Nations lose 1 Arms point.", None),
    70: ("Bounty on Pontiac", "anywhere", 0, "", "If Pontiac is in this battle, the first British hit this round must be taken by a sachem.", None),
    71: ("Infected Blankets", "fort", 0, "", "Smallpox from the garrison: each nation besieging or attacking this fort loses 1 FP to its Reinforcement Box (no VP).", None),
    72: ("Naval Gunfire", "fort", 0, "", "Add +1 to ship rolls in this battle.", None),
    73: ("Supply Convoy", "fort", 0, "", "Add 1 Supply from the Force Pool to the defending fort.", None),
    74: ("Steady Ranks", "anywhere", 0, "", "The British force may not be forced to retreat after the first round.", None),
    75: ("Provincial Levies", "settlement", 0, "", "Raise 2 FP Colonial Militia in this settlement from the Force Pool.", None),
    76: ("Frontier Rifles", "settlement", 0, "", "Militia in this battle hit on 4-6 this round.", None),
    77: ("Habitants Take Arms", "fort", 0, "", "Only at Fort Detroit: place 1 FP French Militia in the fort.", None),
    78: ("Gladwin Forewarned", "fort", 0, "", "Cancel the Nations card.", None),
    79: ("Bayonets", "wilderness", 0, "", "In the second round the British roll 1 extra die for every 3 FP of Regulars present.", None),
    80: ("Amherst's Disdain", "none", 2, "", "OH NO! The British may not retreat in this battle and roll 1 die fewer each round.", None),
    81: ("Deserters", "none", 1, "", "OH NO! Every Colonial Militia unit in this battle is disrupted, unless Rogers is present.", None),
    82: ("Bradstreet's Parley", "anywhere", 0, "", "The battle ends at once with no combat and no VP; the attacker returns to the space it came from.", None),
    83: ("Iroquois Warriors", "wilderness", 0, "", "Place 2 FP Indian Allies from the Force Pool in this battle.", None),
    84: ("Haira Da Bear (Brave and resourceful)", "anywhere", 0, "", "After seeing the Nations card, discard this card and play another.", PT),
    85: ("Interferin' (To get in the way)", "village", 0, "", "If the Nations card is a French Trader card it is cancelled; discard it and every French Trader card in the Nations hand.", PT),
    86: ("Royal Proclamation", "anywhere", 0, "", "The Nations hand size is 1 smaller (at least 5) until the end of the scenario.", None),
    87: ("Dalyell's Sortie", "fort", 0, "", "The defenders fight the first round outside the fort with 2 extra dice, then withdraw inside.", None),
    88: ("Traders' Rum", "village", 0, "trader", "Trader card. Roll a die: on 4-6 one warrior band in this battle is disrupted.", None),
    89: ("Blockhouse", "settlement", 0, "", "The settlement cannot be razed by this attack.", None),
    90: ("Schooner Resupply", "fort", 0, "", "At a dock fort: add 2 Supply from the Force Pool to the defenders.", None),
    91: ("Cool Under Fire", "anywhere", 0, "", "The British leader may reroll up to 3 Nations hits this round.", None),
    92: ("Flash Inna Pan (Promising but disappointing)", "none", 2, "", "OH NO! The British fight every round of this battle with half their undisrupted FP, rounded up.", PT),
    93: ("Pre-dicament", "none", 2, "", "OH NO! The British hit only on a 6 in this battle.", PT),
    94: ("Spies in the Camp", "anywhere", 0, "", "Look at the Nations hand and make the Nations player discard one card of your choice.", None),
    95: ("Highlanders Arrive", "anywhere", 0, "", "Off-map reinforcement: 2 FP Black Watch from the Force Pool join this battle.", None),
    96: ("Storm on Lake Erie", "none", 2, "", "OH NO! One British ship of the British player's choice is lost (no VP for the Nations, 17.1). The schooner Michigan foundered in 1763.", None),
    97: ("Colonial Apathy", "none", 1, "", "OH NO! Remove 1 FP Colonial Militia from the map to the Force Pool; no Militia Volunteer roll next turn.", None),
    98: ("Light Infantry", "wilderness", 0, "", "The British roll 1 extra die each round of this battle.", None),
    99: ("Fortified Camp", "anywhere", 0, "", "The British cancel 1 hit each round of this battle.", None),
    100: ("Peace Belt", "village", 0, "", "If this village's nation has no sachem in the battle, its units here withdraw to its Reinforcement Box (no VP).", None),
}

STARTER_NATIONS = [7, 8, 10, 11, 12, 13, 17, 19, 24, 25, 30, 36, 41, 43, 46]
STARTER_BRITISH = [53, 54, 56, 59, 60, 64, 66, 67, 74, 82, 84, 85, 91, 93, 94]

# Arms die tables of the erratic cards: number -> list of (low, high, arms)
ARMS_ROLLS = {
    2: [(1, 2, 1), (3, 4, 2), (5, 6, 3)],
    38: [(1, 3, 1), (4, 6, 2)],
    39: [(1, 2, 0), (3, 4, 1), (5, 5, 2), (6, 6, 3)],
    40: [(1, 2, 0), (3, 4, 1), (5, 6, 2)],
    47: [(1, 2, 0), (3, 5, 1), (6, 6, 2)],
}

NOTES = {
    1: "24.0 numbers both Paxton Boys and l'Ingerence #1; the hand list order (1,3,4,5,17,36,l'Ingerence,39) puts l'Ingerence between 36 and 39, so Paxton Boys keeps #1.",
    37: "Number reconstructed: 24.0 prints '#1 Vingerence', but #1 is Paxton Boys and the Indian hand list places l'Ingerence between #36 and #39.",
    5: "The OH NO! value is not in the text; 2 chosen (reconstructed).",
    92: "The OH NO! value is not in the text; 2 chosen (reconstructed). 'Undiscarded' read as undisrupted.",
    93: "The OH NO! value is not in the text; 2 chosen (reconstructed).",
    4: "Playthrough: the Nations pick the supply units; each becomes +1 Arms.",
}
