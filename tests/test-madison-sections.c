/* test-madison-sections.c — Mr. Madison's War: the numbered sections that
 * had no test path of their own (docs/rules/madison.md, "Audit"), as one
 * table of position -> player actions -> position, one runner.
 *
 * A row is a position and a script of player actions and checks: MadRow
 * and t_run_step in tests/test-madison-util.c. */
#include "test-madison-util.c"

#define US MAD_US
#define GB MAD_GB

static const MadRow rows[] = {
  /* 2.6: the Mutual Fleet Return joins the lakes for Huron's ships too: the
   * Caledonia in the Lake Huron box may return to Ft. Malden on Lake Erie
   * as well as to Ft. St. Joseph (Huron's "first" is for forced retreats). */
  { "/madison/2.6/fleet-return-huron-to-erie", "1813-1814", 5, US,
    { "gb-caledonia lake-huron", "card-42 hand-us", NULL },
    { "hold card-42", "?retreat ft-st-joseph", "?retreat ft-malden", "retreat ft-malden", "@gb-caledonia ft-malden", NULL } },
  /* 6.33: once the Pre-war Sequence is over its restrictions are lifted: in
   * Spring-Summer 1812 the 11th may march into British territory (before
   * the war it may not: /madison/2.18/no-enemy-territory-before-war). */
  { "/madison/6.33/restrictions-lifted-after-the-prewar", "entire-war", 1, US,
    { "us-11th french-mills", "card-2 hand-us", NULL },
    { "ops card-2", "units french-mills", "add us-11th", "go", "?move us-11th cornwall", "move us-11th cornwall",
      "@us-11th cornwall", NULL } },
  /* 8.41 (3.33): an activated leader moves units up to his command limit:
   * Vincent (one star, 5) takes five of the six regiments at Quebec, not
   * the sixth, and they move with him. */
  { "/madison/8.41/vincent-takes-five-not-six", "1813-1814", 4, GB,
    { "gb-vincent quebec", "gb-8th quebec", "gb-49th quebec", "gb-100th quebec", "gb-41st-det quebec", "gb-10th-rvb quebec",
      "gb-1-41st quebec", "card-40 hand-gb", NULL },
    { "ops card-40", "leader gb-vincent", "add gb-8th", "add gb-49th", "add gb-100th", "add gb-41st-det", "add gb-10th-rvb",
      "!add gb-1-41st", "go", "move gb-vincent trois-rivieres", "@gb-10th-rvb trois-rivieres", "@gb-8th trois-rivieres",
      "@gb-1-41st quebec", NULL } },
  /* 4.32: at the end a unit cut off from supply scores nothing: the 11th
   * at Coteau-du-Lac (British, 1) counts while the 12th holds Cornwall and
   * the line runs through it; alone there, cut off, it does not. */
  { "/madison/4.32/cut-off-at-the-end-no-vp", "1814", 8, US,
    { "us-11th coteau-du-lac", "card-33 hand-us", NULL },
    { "^1", "ops card-33", "end", "~End-of-game supply penalties: 1 VP become 0 (4.3)", "~The game ends (4.21)", "~0 VP (17.1)",
      NULL } },
  { "/madison/4.32/in-supply-at-the-end-scores", "1814", 8, US,
    { "us-11th coteau-du-lac", "us-12th cornwall", "card-33 hand-us", NULL },
    { "^2", "ops card-33", "end", "-End-of-game supply penalties", "~The game ends (4.21): the US player wins a moral victory, 2 VP (17.1)",
      NULL } },
  /* 13.22: Mansfield is a US source: the 11th there, every neighbour held
   * by the British, defends in supply. */
  { "/madison/13.22/mansfield-a-us-source", "1814", 7, GB,
    { "gb-8th wooster", "gb-10th-rvb-det upper-sandusky", "us-11th mansfield", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units wooster", "add gb-8th", "go", "move gb-8th mansfield", "(stand)", "%3 3|end",
      "~Battle at Mansfield", "-The US force is out of supply", NULL } },
  /* 7.35: cards of a year are not held into the next: an 1813 card held
   * at the end of 1813 is discarded (7.24); a Winter 1812-1813 card held at
   * the end of 1812 is played in that winter. */
  { "/madison/7.35/year-card-not-held-into-next-year", "1813-1814", 5, US, { "card-42 hand-us", NULL },
    { "hold card-42", "#7", "@card-42 discard", "&held-us 0", NULL } },
  { "/madison/7.35/winter-card-into-its-winter", "entire-war", 2, US, { "card-32 hand-us", "us-11th sandwich", NULL },
    { "hold card-32", "#3", "?event card-32", NULL } },
  { "/madison/7.35/other-1812-card-not-into-winter", "entire-war", 2, US, { "card-2 hand-us", "us-11th sandwich", NULL },
    { "hold card-2", "#4", "@card-2 discard", NULL } },
  /* 15.22: no repair by a card in a winter turn; the winter's repair is
   * the free one (15.21): Oneida, damaged at Sackets Harbour, is whole
   * after it. */
  { "/madison/15.22/no-card-repair-in-winter", "entire-war", 2, US,
    { "card-32 hand-us", "us-11th sandwich", "us-oneida sackets-harbour 1", NULL },
    { "hold card-32", "#3", "?event card-32", "!nbv card-32", "pass", "#4", "=us-oneida 0", NULL } },
  /* 2.14: Montreal's -1 is for the first round only: -2 with the class
   * (-1) in the first, -1 in the second. */
  { "/madison/2.14/montreal-first-round-only", "1814", 7, US,
    { "us-11th coteau-du-lac", "gb-41st-det montreal", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units coteau-du-lac", "add us-11th", "go", "move us-11th montreal", "(stand)", "%4 4 3 3|end",
      "~Dice 8, modifiers -2: 6, result NE", "~Round 2 at Montreal", "~Dice 6, modifiers -1: 5", NULL } },
  /* 11.13: a ship's MF is 6, a leg 1 MP (11.15): the Sylph, activated
   * alone, sails six legs and not a seventh. */
  { "/madison/11.13/ship-mf-6", "1813-1814", 5, US, { "us-sylph sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-sylph", "go", "move us-sylph oswego", "move us-sylph sackets-harbour",
      "move us-sylph oswego", "move us-sylph sackets-harbour", "move us-sylph oswego", "move us-sylph sackets-harbour",
      "!move us-sylph oswego", "!move us-sylph lake-ontario", NULL } },
  /* 12.41: a fleet that strikes its flag is eliminated, and the victor
   * still rolls for his losses; without a strike there is no such roll.
   * Lawrence and Niagara (2 against 1, +2; A against C, +2) attack the
   * Caledonia on Lake Huron: a die of 4 makes 8 (strikes); of 2 with the
   * Lawrence alone (+2), 4: damaged, no strike. */
  { "/madison/12.41/strike-flag-victor-rolls", "1813-1814", 4, US,
    { "us-lawrence ft-mackinac", "us-niagara ft-mackinac", "gb-caledonia lake-huron", "card-33 hand-us", NULL },
    { "ops card-33", "units ft-mackinac", "add us-lawrence", "add us-niagara", "go", "move us-lawrence lake-huron",
      "move us-niagara lake-huron", "%4 5|end", "~Die 4, modifiers +4: 8", "~Caledonia strikes its flag (12.41)",
      "~The victor rolls 5", "@gb-caledonia -lake-huron", "@gb-caledonia -ft-st-joseph", NULL } },
  { "/madison/12.41/no-strike-no-victor-roll", "1813-1814", 4, US,
    { "us-lawrence ft-mackinac", "gb-caledonia lake-huron", "card-33 hand-us", NULL },
    { "ops card-33", "units ft-mackinac", "add us-lawrence", "go", "move us-lawrence lake-huron", "%2|end",
      "~Caledonia is damaged (12.42)", "-strikes its flag", "-The victor rolls", NULL } },
  /* 12.41: the victor's own roll (the table reconstructed: 1-2 a step,
   * 3-6 none): a 1 damages the Lawrence, the lead ship (12.42); a 3 costs
   * nothing. */
  { "/madison/12.41/victor-rolls-a-step-loss", "1813-1814", 4, US,
    { "us-lawrence ft-mackinac", "us-niagara ft-mackinac", "gb-caledonia lake-huron", "card-33 hand-us", NULL },
    { "ops card-33", "units ft-mackinac", "add us-lawrence", "add us-niagara", "go", "move us-lawrence lake-huron",
      "move us-niagara lake-huron", "%4 1|end", "~The victor rolls 1: 1 step losses", "~Lawrence is damaged (12.42)",
      "=us-lawrence 1", "=us-niagara 0", NULL } },
  { "/madison/12.41/victor-rolls-no-loss", "1813-1814", 4, US,
    { "us-lawrence ft-mackinac", "us-niagara ft-mackinac", "gb-caledonia lake-huron", "card-33 hand-us", NULL },
    { "ops card-33", "units ft-mackinac", "add us-lawrence", "add us-niagara", "go", "move us-lawrence lake-huron",
      "move us-niagara lake-huron", "%4 3|end", "~The victor rolls 3: 0 step losses", "-is damaged",
      "=us-lawrence 0", "=us-niagara 0", NULL } },
  /* 12.51: after the battle the side not beaten stays in the box: the
   * Lawrence keeps Lake Huron, the damaged Caledonia goes to port. */
  { "/madison/12.51/victor-stays-in-the-box", "1813-1814", 4, US,
    { "us-lawrence ft-mackinac", "gb-caledonia lake-huron", "card-33 hand-us", NULL },
    { "ops card-33", "units ft-mackinac", "add us-lawrence", "go", "move us-lawrence lake-huron", "%2|end",
      "retreat nottawasaga", "@gb-caledonia nottawasaga", "@us-lawrence lake-huron", NULL } },
  /* 12.51 (reading): with both fleets keeping undamaged ships the side
   * that lost more steps leaves the box, the attacker on a tie.  Two
   * schooners a side on Lake Ontario (+0), a die of 3: a step each; the
   * British lead ship is damaged and goes to port, the Sydney Smith keeps
   * the box, and both US ships go back to port. */
  { "/madison/12.51/tie-the-attacker-leaves", "1813-1814", 4, US,
    { "us-julia sackets-harbour", "us-hamilton sackets-harbour", "gb-beresford lake-ontario", "gb-sydney-smith lake-ontario",
      "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-julia", "add us-hamilton", "go", "move us-julia lake-ontario",
      "move us-hamilton lake-ontario", "%3|end", "~Die 3, modifiers +0: 3", "~Julia is damaged (12.42)",
      "~Beresford is damaged (12.42)", "retreat sackets-harbour", "(retreat kingston)", "@us-julia sackets-harbour",
      "@us-hamilton sackets-harbour", "=us-hamilton 0", "@gb-sydney-smith lake-ontario", "@gb-beresford -lake-ontario", NULL } },
  /* The other side: three British schooners (2 against 3, -1), a die of 6:
   * the British lose two steps, the US none; the British leave. */
  { "/madison/12.51/more-steps-lost-leaves", "1813-1814", 4, US,
    { "us-julia sackets-harbour", "us-hamilton sackets-harbour", "gb-beresford lake-ontario", "gb-sydney-smith lake-ontario",
      "gb-seneca lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-julia", "add us-hamilton", "go", "move us-julia lake-ontario",
      "move us-hamilton lake-ontario", "%6|end", "~Die 6, modifiers -1: 5", "loss gb-seneca", "retreat kingston",
      "@gb-sydney-smith kingston", "=gb-sydney-smith 0", "@gb-seneca kingston", "@us-julia lake-ontario",
      "@us-hamilton lake-ontario", NULL } },
  /* 15.17: a schooner costs half a point: an NBV of 1 builds two, not a
   * third, nor a brig after one schooner. */
  { "/madison/15.17/two-schooners-a-point", "1813-1814", 5, US, { "card-57 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-57", "build us-ariel erie", "!build us-lawrence erie", "build us-scorpion erie", "!build us-porcupine erie",
      "~Scorpion is built at Erie", "@us-ariel erie", "@us-scorpion erie", NULL } },
  /* 10.31: the attacker names his lead unit first, then the defender; a
   * new round, a new choice: the York Militia leads the first round (NE),
   * the Lincoln Militia the second. */
  { "/madison/10.31/attacker-first-and-each-round", "1814", 7, GB,
    { "gb-york-militia johnsons", "gb-lincoln-militia johnsons", "us-11th four-corners", "us-12th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "add gb-lincoln-militia", "go", "move gb-york-militia four-corners",
      "(stand)", "move gb-lincoln-militia four-corners", "(stand)", "end", "!lead us-11th", "?lead gb-lincoln-militia",
      "lead gb-york-militia", "%4 4|lead us-11th", "~Dice 8, modifiers -2: 6, result NE", "?lead gb-york-militia",
      "lead gb-lincoln-militia", "%3 3|lead us-12th", "~Lead units Lincoln Militia and 12th Infantry", NULL } },
  /* 16.25 (16.23, T34's reading): a unit already reduced in friendly
   * territory takes no further loss in the winter: five at Pittsburgh (4),
   * one of them reduced, lose nothing (five fresh lose a step:
   * /madison/2.17/a-fifth-loses-a-step). */
  { "/madison/16.25/reduced-in-friendly-territory-spared", "1813-1814", 5, US,
    { "us-11th pittsburgh", "us-12th pittsburgh", "us-13th pittsburgh", "us-14th pittsburgh", "us-15th pittsburgh 1",
      "card-42 hand-us", NULL },
    { "hold card-42", "#7", "=us-11th 0", "=us-12th 0", "=us-13th 0", "=us-14th 0", "=us-15th 1", "@us-15th pittsburgh", NULL } },
  /* 4.21: without the TREATY OF GHENT or NEW ORLEANS, the game ends once
   * every card is played after the last turn of 1814 (turn 8); after
   * turn 7's last card it goes on. */
  { "/madison/4.21/ends-when-the-last-1814-cards-are-spent", "1814", 8, US,
    { "card-33 hand-us", NULL },
    { "ops card-33", "end", "~The game ends (4.21)", NULL } },
  { "/madison/4.21/goes-on-before-the-last-turn", "1814", 7, US,
    { "card-33 hand-us", NULL },
    { "ops card-33", "end", "#8", "-The game ends", NULL } },
  /* 7.21: the deal: 7 cards in Summer-Autumn 1812, 8 in a turn of 1813, 9
   * in one of 1814. */
  { "/madison/7.21/deal-7-in-1812", "entire-war", 1, US,
    { "card-2 hand-us", NULL },
    { "ops card-2", "end", "#2", "&hand-us 7", "&hand-gb 7", NULL } },
  { "/madison/7.21/deal-8-in-1813", "1813-1814", 4, US,
    { "card-33 hand-us", NULL },
    { "ops card-33", "end", "#5", "&hand-us 8", "&hand-gb 8", NULL } },
  { "/madison/7.21/deal-9-in-1814", "1814", 7, US,
    { "card-33 hand-us", NULL },
    { "ops card-33", "end", "#8", "&hand-us 9", "&hand-gb 9", NULL } },
  /* 2.73: the forts of Kingston and Sackets Harbour do not exist in the
   * first half of 1812; from the second half they do. */
  { "/madison/2.73/no-kingston-fort-early-1812", "entire-war", 1, US,
    { "us-11th smiths-creek", "gb-8th kingston", "card-2 hand-us", NULL },
    { "ops card-2", "units smiths-creek", "add us-11th", "go", "move us-11th kingston", "(stand)", "%3 3|end",
      "~Battle at Kingston", "-with the fort", NULL } },
  { "/madison/2.73/kingston-fort-late-1812", "entire-war", 2, US,
    { "us-11th smiths-creek", "gb-8th kingston", "card-2 hand-us", NULL },
    { "ops card-2", "units smiths-creek", "add us-11th", "go", "move us-11th kingston", "(stand)", "%3 3|end",
      "~with the fort", NULL } },
  /* 2.6 (B4 of the third re-check): for a forced retreat and for the
   * Mutual Fleet Return, Lake Erie and Lake Huron are one lake: the British
   * ships beaten on Lake Erie may retreat to Ft. St. Joseph on Lake Huron as
   * well as to their Erie towns; the fleet in the Lake Erie box at the
   * autumn return may go to a Huron town.  Ships on Lake Huron retreat to a
   * Huron town first while there is one: the Caledonia, beaten there, goes
   * to Ft. St. Joseph or Nottawasaga, not to Lake Erie.  Die 4: both
   * British ships damaged (the naval CRT), the British retreat. */
  { "/madison/2.6/erie-retreat-to-a-huron-town", "1813-1814", 4, US,
    { "us-lawrence erie", "us-niagara erie", "gb-queen-charlotte lake-erie", "gb-lady-prevost lake-erie",
      "gb-1-41st ft-malden", "gb-10th-rvb-det ft-st-joseph", "card-33 hand-us", NULL },
    { "ops card-33", "units erie", "add us-lawrence", "add us-niagara", "go", "move us-lawrence lake-erie",
      "move us-niagara lake-erie", "%4|end", "loss gb-lady-prevost", "?retreat ft-malden", "?retreat port-dover",
      "?retreat ft-st-joseph", "retreat ft-st-joseph", "@gb-queen-charlotte ft-st-joseph", NULL } },
  { "/madison/2.6/fleet-return-erie-and-huron-as-one", "1813-1814", 5, US,
    { "gb-queen-charlotte lake-erie", "gb-lady-prevost lake-erie", "card-42 hand-us", NULL },
    { "hold card-42", "?retreat ft-malden", "?retreat ft-st-joseph", "retreat ft-st-joseph", "@gb-queen-charlotte ft-st-joseph",
      "@gb-lady-prevost ft-st-joseph", NULL } },
  { "/madison/2.6/huron-retreat-huron-first", "1813-1814", 4, US,
    { "us-lawrence ft-mackinac", "gb-caledonia lake-huron", "card-33 hand-us", NULL },
    { "ops card-33", "units ft-mackinac", "add us-lawrence", "go", "move us-lawrence lake-huron",
      "%2|end", "~Caledonia is damaged (12.42)", "?retreat nottawasaga", "!retreat ft-malden", "!retreat port-dover",
      "retreat ft-st-joseph", "@gb-caledonia ft-st-joseph", NULL } },
  /* 10.52 (B3 of the third re-check): a DR-2 at Cornwall; the lead unit
   * (the York Militia, named by the British) loses the first step (10.32);
   * the British name the second among the fresh units, the 41st's and the
   * 10th's detachments, never the reduced Lincoln Militia nor the York
   * Militia just reduced. */
  { "/madison/10.52/second-step-from-a-fresh-unit", "1814", 7, US,
    { "us-11th williamsburg", "us-12th williamsburg", "us-1st-rifles williamsburg", "gb-41st-det cornwall", "gb-york-militia cornwall",
      "gb-10th-rvb-det cornwall", "gb-lincoln-militia cornwall 1", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "add us-12th", "add us-1st-rifles", "go", "move us-11th cornwall", "(stand)",
      "move us-12th cornwall", "(stand)", "move us-1st-rifles cornwall", "(stand)", "end", "lead us-1st-rifles",
      "%6 6|lead gb-york-militia", "~Dice 12, modifiers +1: 13, result DR-2", "~York Militia is reduced (10.32)",
      "!loss gb-lincoln-militia", "!loss gb-york-militia", "?loss gb-41st-det", "loss gb-10th-rvb-det",
      "@gb-10th-rvb-det -cornwall", "@gb-10th-rvb-det -coteau-du-lac", "=gb-lincoln-militia 1", "=gb-41st-det 0", NULL } },
  /* 8.62: units activated in one space attack one space together, in one
   * battle; different spaces, separately. */
  { "/madison/8.62/together-one-battle", "1814", 7, US,
    { "us-11th williamsburg", "us-12th williamsburg", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "add us-12th", "go", "move us-11th cornwall", "(stand)",
      "move us-12th cornwall", "(stand)", "%3 3|end", "~attack 3 against defence 2", "-Battle at Prescott", NULL } },
  { "/madison/8.62/different-spaces-separately", "1814", 7, US,
    { "us-11th williamsburg", "us-12th williamsburg", "gb-41st-det cornwall", "gb-10th-rvb-det prescott", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "add us-12th", "go", "move us-11th cornwall", "(stand)",
      "move us-12th prescott", "(stand)", "end", "?fight cornwall", "?fight prescott", "%6 6|fight cornwall",
      "~Battle at Cornwall", "~Battle at Prescott", NULL } },
  /* 13.22: Ft. MacArthur is a US supply source: the 11th at Ft. Findlay
   * traces to it and defends in supply; with the British 49th holding it
   * (and the 8th at Maumee Rapids, the other way out) he is cut off. */
  { "/madison/13.22/ft-macarthur-a-us-source", "1814", 7, GB,
    { "gb-8th maumee-rapids", "us-11th ft-findlay", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units maumee-rapids", "add gb-8th", "go", "move gb-8th ft-findlay", "(stand)", "%3 3|end",
      "~Battle at Ft. Findlay", "-The US force is out of supply", NULL } },
  { "/madison/13.22/cut-from-the-sources", "1814", 7, GB,
    { "gb-8th maumee-rapids", "gb-49th ft-macarthur", "us-11th ft-findlay", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units maumee-rapids", "add gb-8th", "go", "move gb-8th ft-findlay", "(stand)", "%3 3|end",
      "~The US force is out of supply: defence halved", NULL } },
  /* 11.13: ships are activated without a leader as land units are, one
   * operations point each, and move independently: with a "2" card Oneida
   * sails to Oswego and the Sylph into the box; a third ship is not
   * activated. */
  { "/madison/11.13/ships-activated-as-units", "1813-1814", 5, US,
    { "us-oneida sackets-harbour", "us-sylph sackets-harbour", "us-madison sackets-harbour", "card-40 hand-us", "card-41 hand-gb", NULL },
    { "ops card-40", "units sackets-harbour", "add us-oneida", "add us-sylph", "!add us-madison", "go",
      "move us-oneida oswego", "move us-sylph lake-ontario", "end", "@us-oneida oswego", "@us-sylph lake-ontario",
      "@us-madison sackets-harbour", NULL } },
  /* 2.17 (16.21): a space's number is how many units winter there without
   * loss: four at Pittsburgh (4) lose nothing; a fifth costs a step. */
  { "/madison/2.17/four-winter-at-pittsburgh", "1813-1814", 5, US,
    { "us-11th pittsburgh", "us-12th pittsburgh", "us-13th pittsburgh", "us-14th pittsburgh", "card-42 hand-us", NULL },
    { "hold card-42", "#7", "=us-11th 0", "=us-14th 0", NULL } },
  { "/madison/2.17/a-fifth-loses-a-step", "1813-1814", 5, US,
    { "us-11th pittsburgh", "us-12th pittsburgh", "us-13th pittsburgh", "us-14th pittsburgh", "us-15th pittsburgh",
      "card-42 hand-us", NULL },
    { "hold card-42", "#6", "loss us-15th", "#7", "=us-15th 1", "=us-11th 0", NULL } },
  /* 15.22: a card's NBV repairs a damaged ship at a friendly naval base
   * outside winter: the Royal George at Kingston; the Wolfe at Smith's
   * Creek, a lakeside town without a base, is not repaired. */
  { "/madison/15.22/repair-at-a-friendly-base", "1813-1814", 5, GB,
    { "gb-royal-george kingston 1", "gb-wolfe smiths-creek 1", "card-33 hand-gb", "card-40 hand-us", NULL },
    { "nbv card-33", "!repair gb-wolfe", "repair gb-royal-george", "=gb-royal-george 0", "=gb-wolfe 1", NULL } },
  /* 9.45: retreats before combat may follow one another as the force
   * moves on; the series stops where the defender stands (a battle), or
   * has no space to go to (a battle: no "rbc" offered). */
  { "/madison/9.45/series-of-rbc", "1814", 7, GB,
    { "gb-8th johnsons", "us-11th four-corners", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units johnsons", "add gb-8th", "go", "move gb-8th four-corners", "rbc", "retreat french-mills",
      "move gb-8th french-mills", "rbc", "@us-11th ogdensburg", "=us-11th 0", NULL } },
  { "/madison/9.45/defender-stands-battle", "1814", 7, GB,
    { "gb-8th johnsons", "us-11th four-corners", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units johnsons", "add gb-8th", "go", "move gb-8th four-corners", "stand", "%3 3|end",
      "~Battle at Four Corners", NULL } },
  { "/madison/9.45/no-space-no-rbc", "1814", 7, GB,
    { "gb-8th johnsons", "gb-10th-rvb-det french-mills", "gb-49th plattsburg", "us-11th four-corners", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units johnsons", "add gb-8th", "go", "move gb-8th four-corners", "!rbc", "?stand", NULL } },
  /* 15.13, 15.15, 15.31: a new ship is placed at a base of her own lake
   * that can build her (the chart's): the Lawrence (Lake Erie) at Erie,
   * never at Sackets Harbour; the Sylph (Lake Ontario) at Sackets Harbour,
   * never at Erie or Buffalo, nor at Oswego, the back-up base while Sackets
   * Harbour stands (15.33).  Turn 5 of 1813, an NBV of 3 (Campaign). */
  { "/madison/15.13/placed-at-her-base", "1813-1814", 5, US, { "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "!build us-lawrence sackets-harbour", "build us-lawrence erie", "@us-lawrence erie",
      "~Lawrence is built at Erie (1 NBV; 1 of 3 spent) (15.13)", NULL } },
  { "/madison/15.15/not-on-another-lake", "1813-1814", 5, US, { "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "!build us-sylph erie", "!build us-sylph buffalo", "?build us-sylph sackets-harbour", NULL } },
  { "/madison/15.31/at-the-designated-base-only", "1813-1814", 5, US, { "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "!build us-sylph oswego", "!build us-general-pike oswego", "?build us-sylph sackets-harbour", NULL } },
  /* 15.24: builds up to the card's value, not beyond: a frigate (2) and a
   * brig (1) use an NBV of 3, and then not even a schooner (half) fits;
   * after the frigate alone, it does. */
  { "/madison/15.24/up-to-the-card-value", "1813-1814", 5, US, { "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "build us-general-pike sackets-harbour", "?build us-ariel erie", "build us-sylph sackets-harbour",
      "~Sylph is built at Sackets Harbour (1 NBV; 3 of 3 spent)", "!build us-ariel erie", "!build us-lawrence erie", NULL } },
  /* 13.31: a line of supply of any length: the 41st Detachment at
   * Sandwich traces by Thamesville, London, ... York and Montreal to Quebec
   * (Lake Erie held by US ships) and defends in supply. */
  { "/madison/13.31/long-line-to-quebec", "1814", 7, US,
    { "us-11th detroit", "us-lawrence lake-erie", "gb-41st-det sandwich", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units detroit", "add us-11th", "go", "move us-11th sandwich", "(stand)", "%3 3|end",
      "~Battle at Sandwich", "-The British force is out of supply", NULL } },
  /* 15.16: ships are built at a base where an enemy unit stands too weak
   * to control it (the 10th's 1-factor detachment at Sackets Harbour, worth
   * 2); the 49th (4) controls it, and nothing is built there (15.32). */
  { "/madison/15.16/weak-enemy-ignored", "1813-1814", 5, US,
    { "gb-10th-rvb-det sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "build us-sylph sackets-harbour", "@us-sylph sackets-harbour", "@gb-10th-rvb-det sackets-harbour", NULL } },
  { "/madison/15.16/controlling-enemy-stops-building", "1813-1814", 5, US,
    { "gb-49th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "!build us-sylph sackets-harbour", "!build us-general-pike sackets-harbour", NULL } },
  /* 13.21, 11.42: the British trace supply to Quebec, or to a depot of
   * theirs.  Ft. Malden's one road goes by Sandwich, held by the US 12th;
   * with US ships controlling Lake Erie no line crosses the lake either:
   * the 41st Detachment there defends out of supply; with a British depot
   * at Ft. Malden, in supply; with Lake Erie uncontrolled, the lake carries
   * the line. */
  { "/madison/13.21/cut-from-quebec-out-of-supply", "1814", 7, US,
    { "us-11th sandwich", "us-12th sandwich", "us-lawrence lake-erie", "gb-41st-det ft-malden", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sandwich", "add us-11th", "go", "move us-11th ft-malden", "(stand)", "%3 3|end",
      "~The British force is out of supply: defence halved", NULL } },
  { "/madison/13.21/depot-a-british-source", "1814", 7, US,
    { "us-11th sandwich", "us-12th sandwich", "us-lawrence lake-erie", "gb-41st-det ft-malden", "gb-depot.1 ft-malden", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sandwich", "add us-11th", "go", "move us-11th ft-malden", "(stand)", "%3 3|end",
      "~Battle at Ft. Malden", "-out of supply", NULL } },
  { "/madison/11.42/lake-line-open-without-enemy-control", "1814", 7, US,
    { "us-11th sandwich", "us-12th sandwich", "gb-41st-det ft-malden", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sandwich", "add us-11th", "go", "move us-11th ft-malden", "(stand)", "%3 3|end",
      "~Battle at Ft. Malden", "-out of supply", NULL } },
  /* 11.42: enemy lake control stops lake transport and amphibious attacks:
   * with the Royal George in the Lake Ontario box the 18th may not go
   * aboard Oneida; with the box empty, he may. */
  { "/madison/11.42/no-transport-under-enemy-control", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "gb-royal-george lake-ontario", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "!embark us-18th us-oneida", NULL } },
  { "/madison/11.42/transport-with-the-lake-open", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida", NULL } },
  /* 10.42: the attacking commander's "+" is added (Brock, 1+2), the
   * defending one's subtracted; a commander rated +0 (Vincent) adds
   * nothing. */
  { "/madison/10.42/attacking-commander-plus", "1814", 7, GB,
    { "gb-brock johnsons", "gb-8th johnsons", "us-11th four-corners", "card-33 hand-gb", NULL },
    { "ops card-33", "leader gb-brock", "add gb-8th", "go", "move gb-brock four-corners", "(stand)", "%3 3|end",
      "~Attacking commander Brock: +2 (10.42)", NULL } },
  { "/madison/10.42/commander-plus-0-nothing", "1814", 7, GB,
    { "gb-vincent johnsons", "gb-8th johnsons", "us-11th four-corners", "card-33 hand-gb", NULL },
    { "ops card-33", "leader gb-vincent", "add gb-8th", "go", "move gb-vincent four-corners", "(stand)", "%3 3|end",
      "~Battle at Four Corners", "-commander", NULL } },
  { "/madison/10.42/defending-commander-minus", "1814", 7, US,
    { "us-11th williamsburg", "gb-brock cornwall", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~Defending commander Brock: -2 (10.42)", NULL } },
  /* 2.12 (10.44): British regulars defending a clear space in 1813 give the
   * US attack -1; in 1814, or in a forest space, not. */
  { "/madison/2.12/regulars-in-the-clear-1813", "1813-1814", 4, US,
    { "us-11th williamsburg", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~British regulars in the open: -1 (10.44)", NULL } },
  { "/madison/2.12/regulars-in-the-clear-1814-nothing", "1814", 7, US,
    { "us-11th williamsburg", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~Battle at Cornwall", "-British regulars in the open", NULL } },
  { "/madison/2.12/regulars-in-a-forest-1813", "1813-1814", 4, US,
    { "us-11th french-mills", "gb-41st-det four-corners", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units french-mills", "add us-11th", "go", "move us-11th four-corners", "(stand)", "%3 3|end",
      "~Battle at Four Corners", "-British regulars in the open", NULL } },
  /* 10.44: "does not apply if the British are defending in a fort": the
   * 41st Detachment in Ft. Erie (clear, a fort) in 1813. */
  { "/madison/10.44/regulars-in-a-fort-1813-nothing", "1813-1814", 4, US,
    { "us-11th buffalo", "gb-41st-det ft-erie", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units buffalo", "add us-11th", "go", "move us-11th ft-erie", "(stand)", "%3 3|end",
      "~Battle at Ft. Erie", "~with the fort", "-British regulars in the open", NULL } },
  /* 3.12 (10.31): class A against C is +2, B against C +1. */
  { "/madison/3.12/class-a-against-c-plus-2", "1814", 7, US,
    { "us-1st-rifles williamsburg", "gb-lincoln-militia cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-1st-rifles", "go", "move us-1st-rifles cornwall", "(stand)", "%3 3|end",
      "~Lead units 1st Rifles and Lincoln Militia: class modifier +2 (10.31)", NULL } },
  { "/madison/3.12/class-b-against-c-plus-1", "1814", 7, US,
    { "us-11th williamsburg", "gb-lincoln-militia cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~Lead units 11th Infantry and Lincoln Militia: class modifier +1 (10.31)", NULL } },
  /* 13.36: a unit that moves out of supply and then attacks is out of
   * supply: the 11th, in supply at Ogdensburg, goes by Prescott and
   * Williamsburg into Cornwall and attacks halved (from French Mills, in
   * supply, whole: /madison/13.4/attack-whole-in-supply). */
  { "/madison/13.36/moved-out-of-supply-then-attacks", "1814", 7, US,
    { "us-11th ogdensburg", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units ogdensburg", "add us-11th", "go", "move us-11th prescott", "move us-11th williamsburg",
      "move us-11th cornwall", "(stand)", "%3 3|end", "~The US force is out of supply: attack halved", NULL } },
  /* 3.22 (12.32): a ship's class, A best, gives the lead ships' modifier:
   * Oneida (B) against Wolfe (A) -1, against Royal George (B) +0. */
  { "/madison/3.22/ship-class-b-against-a-minus-1", "1813-1814", 4, US, { "us-oneida sackets-harbour", "gb-wolfe lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida lake-ontario", "%3|end", "~Lead ships Oneida and Wolfe: -1 (12.32)", NULL } },
  { "/madison/3.22/ship-class-b-against-b-even", "1813-1814", 4, US, { "us-oneida sackets-harbour", "gb-royal-george lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida lake-ontario", "%3|end", "~Lead ships Oneida and Royal George: +0 (12.32)", NULL } },
  /* 2.21: a major road costs 1 MP a leg. */
  { "/madison/2.21/road-1-mp", "1813-1814", 4, GB, { "gb-8th quebec", "card-33 hand-gb", NULL },
    { "ops card-33", "units quebec", "add gb-8th", "go", "move gb-8th trois-rivieres", "~Trois-Rivières (1 MP) (9.2)", NULL } },
  /* 2.23: a Major Invasion Route costs 3 MP to cross, and an attack across
   * it has -1 in the first round; along a road, no such -1. */
  { "/madison/2.23/mir-3-mp", "1814", 7, US,
    { "us-11th french-mills", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units french-mills", "add us-11th", "go", "move us-11th cornwall", "~Cornwall (3 MP) (9.2)", NULL } },
  { "/madison/2.23/attack-across-mir-minus-1", "1814", 7, US,
    { "us-11th french-mills", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units french-mills", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~Across a Major Invasion Route: -1 (2.23)", NULL } },
  { "/madison/2.23/attack-along-a-road-no-mir", "1814", 7, US,
    { "us-11th williamsburg", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~Battle at Cornwall", "-Major Invasion Route", NULL } },
  /* 2.14: any attack on Montreal has -1 in the first round, besides the
   * rest; an attack on Trois-Rivières has not. */
  { "/madison/2.14/montreal-minus-1", "1814", 7, US,
    { "us-11th coteau-du-lac", "gb-41st-det montreal", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units coteau-du-lac", "add us-11th", "go", "move us-11th montreal", "(stand)", "%3 3|end",
      "~Attack on Montreal: -1 (2.14)", "-Major Invasion Route", NULL } },
  { "/madison/2.14/elsewhere-no-montreal-minus-1", "1814", 7, US,
    { "us-11th montreal", "gb-41st-det trois-rivieres", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units montreal", "add us-11th", "go", "move us-11th trois-rivieres", "(stand)", "%3 3|end",
      "~Battle at Trois-Rivières", "-Attack on Montreal", NULL } },
  /* 11.52: the troops of an amphibious attack end their move where they
   * land; the ship sails on with her MP. */
  { "/madison/11.52/landed-troops-stop-ship-goes-on", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida",
      "move us-oneida smiths-creek", "land us-oneida", "~in an amphibious attack (2 MP)", "!move us-18th york",
      "!move us-18th kingston", "?move us-oneida lake-ontario", NULL } },
  /* 11.41: ships entering a Lake Control Box with enemy ships stop and
   * fight; an empty box lets them sail on.  Land units never enter it. */
  { "/madison/11.41/enemy-in-the-box-stop-and-fight", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "gb-royal-george lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida lake-ontario", "!move us-oneida oswego",
      "%3|end", "~Naval battle in Lake Ontario", NULL } },
  { "/madison/11.41/empty-box-sail-on", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "!move us-18th lake-ontario",
      "move us-oneida lake-ontario", "?move us-oneida oswego", NULL } },
  /* 13.4: out of supply, an attack is halved (the 11th and 12th from
   * Williamsburg, British territory cut off); in supply (from French Mills)
   * it is not. */
  { "/madison/13.4/attack-halved-out-of-supply", "1814", 7, US,
    { "us-11th williamsburg", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~The US force is out of supply: attack halved", NULL } },
  { "/madison/13.4/attack-whole-in-supply", "1814", 7, US,
    { "us-11th french-mills", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units french-mills", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%3 3|end",
      "~Battle at Cornwall", "-out of supply", NULL } },
  /* 3.14: a detachment is a unit of 1 or 2 factors: Tecumseh takes the
   * 10th's detachment (1), not the 10th itself (3). */
  { "/madison/3.14/one-factor-is-a-detachment", "1813-1814", 4, GB,
    { "gb-tecumseh ft-malden", "gb-wyandot ft-malden", "gb-10th-rvb-det ft-malden", "gb-10th-rvb ft-malden", "card-40 hand-gb", NULL },
    { "ops card-40", "leader gb-tecumseh", "add gb-wyandot", "!add gb-10th-rvb", "add gb-10th-rvb-det", NULL } },
  /* 8.42: a leader picks units up and drops them along his path: Brock
   * leaves the 8th at Trois-Rivières, takes the 49th on to Montreal; a
   * unit that has spent its MF 6 goes no further with him, who may (10). */
  { "/madison/8.42/pick-up-and-drop", "1813-1814", 4, GB,
    { "gb-brock quebec", "gb-8th quebec", "gb-49th trois-rivieres", "card-33 hand-gb", NULL },
    { "ops card-33", "leader gb-brock", "add gb-8th", "go", "move gb-brock trois-rivieres", "pickup gb-49th", "drop gb-8th",
      "move gb-brock montreal", "@gb-49th montreal", "@gb-8th trois-rivieres", "@gb-brock montreal", NULL } },
  { "/madison/8.42/units-mf-6-leader-10", "1813-1814", 4, GB,
    { "gb-brock quebec", "gb-8th quebec", "card-33 hand-gb", NULL },
    { "ops card-33", "leader gb-brock", "add gb-8th", "go", "move gb-brock trois-rivieres", "move gb-brock quebec",
      "move gb-brock trois-rivieres", "move gb-brock quebec", "move gb-brock trois-rivieres", "move gb-brock quebec",
      "!move gb-brock trois-rivieres", "drop gb-8th", "move gb-brock trois-rivieres", "@gb-8th quebec",
      "@gb-brock trois-rivieres", NULL } },
  /* 2.11 (10.41): a forest space, first round: -1 to an attack; -2 when
   * regulars attack Indians alone there; +1 when Indians alone attack
   * regulars; in a clear space (Cornwall) nothing. */
  { "/madison/2.11/forest-indians-attack-plus-1", "1814", 7, GB,
    { "gb-wyandot johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-wyandot", "go", "move gb-wyandot four-corners", "(stand)",
      "%3 3|end", "~Forest: +1 (10.41)", NULL } },
  { "/madison/2.11/forest-regulars-attack-indians-minus-2", "1814", 7, US,
    { "us-11th french-mills", "gb-wyandot four-corners", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units french-mills", "add us-11th", "go", "move us-11th four-corners", "(stand)",
      "%3 3|end", "~Forest: -2 (10.41)", NULL } },
  { "/madison/2.11/forest-minus-1", "1814", 7, GB,
    { "gb-york-militia johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "go", "move gb-york-militia four-corners", "(stand)",
      "%3 3|end", "~Forest: -1 (10.41)", NULL } },
  { "/madison/2.11/clear-space-no-forest", "1814", 7, US,
    { "us-11th williamsburg", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)",
      "%3 3|end", "~Battle at Cornwall", "-Forest", NULL } },
  /* 4.16: 2 VPs at once for a Lake Control Box held, once the card play's
   * movement is over (11.41: control is determined then); none for a ship
   * in port. */
  { "/madison/4.16/lake-box-2-vp", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "^0", "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida lake-ontario", "^0", "end", "^2", NULL } },
  { "/madison/4.16/ship-in-port-no-vp", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "^0", "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida oswego", "end", "^0", NULL } },
  /* 4.12: the VP marker moves the instant control changes, in the middle
   * of a move: Four Corners (1) taken, then left for Plattsburg (2). */
  { "/madison/4.12/vp-at-the-instant", "1814", 7, GB,
    { "gb-8th johnsons", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "^0", "ops card-40", "units johnsons", "add gb-8th", "go", "move gb-8th four-corners", "^-1",
      "move gb-8th plattsburg", "^-2", NULL } },
  /* 10.31: the lead unit is the player's choice, not always his best: the
   * B-class 11th may lead though the A-class 1st Rifles is there. */
  { "/madison/10.31/lead-unit-not-the-best", "1814", 7, US,
    { "us-11th williamsburg", "us-1st-rifles williamsburg", "gb-41st-det cornwall", "gb-lincoln-militia cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "add us-1st-rifles", "go", "move us-11th cornwall", "(stand)",
      "move us-1st-rifles cornwall", "(stand)", "end", "?lead us-1st-rifles", "%3 3|lead us-11th",
      "~Lead units 11th Infantry and", NULL } },
  /* 10.81: a retreat by water that loses nothing comes before a land
   * retreat that costs a step: the 11th at York (British), with Oneida
   * there, retreats before combat to a US lakeside town, not to Smith's
   * Creek or Holland Landing; without Oneida, by land and flipped. */
  { "/madison/10.81/water-retreat-before-a-loss", "1814", 7, GB,
    { "gb-8th burlington", "us-11th york", "us-oneida york", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units burlington", "add gb-8th", "go", "move gb-8th york", "rbc", "!retreat smiths-creek",
      "!retreat holland-landing", "?retreat oswego", "retreat sackets-harbour", "@us-11th sackets-harbour", "=us-11th 0", NULL } },
  { "/madison/10.81/no-ship-land-retreat-flipped", "1814", 7, GB,
    { "gb-8th burlington", "us-11th york", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units burlington", "add gb-8th", "go", "move gb-8th york", "rbc", "(retreat smiths-creek)",
      "@us-11th -york", "=us-11th 1", NULL } },
  /* 11.54-11.55: troops landed where enemy units stand make an amphibious
   * attack (2 MP, -1 in the first round); landed at a friendly town, a
   * lake transport (1 MP); attacking York by land, no -1. */
  { "/madison/11.54/landing-on-the-enemy-is-amphibious", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "gb-york-militia york", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida",
      "move us-oneida york", "land us-oneida", "~Oneida lands her troops at York in an amphibious attack (2 MP)", NULL } },
  { "/madison/11.54/landing-at-a-friendly-town-is-transport", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida",
      "move us-oneida oswego", "land us-oneida", "~Oneida lands her troops at Oswego (1 MP)", NULL } },
  { "/madison/11.55/amphibious-minus-1-first-round", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "gb-york-militia york", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida",
      "move us-oneida york", "land us-oneida", "(stand)", "%3 4|end", "~Amphibious attack: -1 (11.55)", NULL } },
  { "/madison/11.55/by-land-no-amphibious-minus-1", "1813-1814", 4, US,
    { "us-18th smiths-creek", "gb-york-militia york", "card-33 hand-us", NULL },
    { "ops card-33", "units smiths-creek", "add us-18th", "go", "move us-18th york", "(stand)", "%3 4|end",
      "~Battle at York", "-Amphibious", NULL } },
  /* 10.74: a repulsed attacker bears a retreat's penalties too: back to
   * Plattsburg (US territory, left empty; Johnson's, British, is offered as
   * the alternative without loss, 10.73) the York Militia is flipped; back
   * to Johnson's it is not.  Dice 7 - 2 (forest, class) = 5: AR. */
  { "/madison/10.74/attacker-back-to-enemy-territory-flipped", "1814", 7, GB,
    { "gb-york-militia plattsburg", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units plattsburg", "add gb-york-militia", "go", "move gb-york-militia four-corners", "(stand)",
      "%3 4|end", "~Dice 7, modifiers -2: 5, result AR ", "?retreat johnsons", "retreat plattsburg",
      "@gb-york-militia plattsburg", "=gb-york-militia 1", "~York Militia is reduced (10.74)", NULL } },
  { "/madison/10.74/attacker-back-to-friendly-territory-no-loss", "1814", 7, GB,
    { "gb-york-militia johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "go", "move gb-york-militia four-corners", "(stand)",
      "%3 4|end", "~Dice 7, modifiers -2: 5, result AR ", "@gb-york-militia johnsons", "=gb-york-militia 0", "-(10.74)", NULL } },
  /* 3.52: Tecumseh's rating counts only with an Indian unit in his space. */
  { "/madison/3.52/tecumseh-rated-with-indians", "1813-1814", 4, US,
    { "us-13th detroit", "gb-tecumseh sandwich", "gb-wyandot sandwich", "card-33 hand-us", NULL },
    { "ops card-33", "units detroit", "add us-13th", "go", "move us-13th sandwich", "(stand)", "%5 5|end",
      "~Defending commander Tecumseh", NULL } },
  { "/madison/3.52/tecumseh-unrated-without-indians", "1813-1814", 4, US,
    { "us-13th detroit", "gb-tecumseh sandwich", "gb-41st-det sandwich", "card-33 hand-us", NULL },
    { "ops card-33", "units detroit", "add us-13th", "go", "move us-13th sandwich", "(stand)", "%5 5|end",
      "~Battle at Sandwich", "-Defending commander Tecumseh", NULL } },
  /* 11.12: a ship takes troops aboard only with the MP left to land them:
   * Oneida (MF 6) after two legs embarks the 18th; after four, not. */
  { "/madison/11.12/embark-with-mp-to-land", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "move us-oneida oswego",
      "move us-oneida sackets-harbour", "?embark us-18th us-oneida", NULL } },
  { "/madison/11.12/no-embark-without-mp-to-land", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "move us-oneida oswego",
      "move us-oneida sackets-harbour", "move us-oneida oswego", "move us-oneida sackets-harbour", "!embark us-18th us-oneida", NULL } },
  /* 9.52: a force keeping 9 to 1 forces one retreat before combat after
   * another: Dearborn's 9 factors drive the 1-factor detachment from
   * Cornwall to Coteau-du-Lac, follow, and drive it on; with the 8th at
   * Coteau-du-Lac too (1 + 4: below 9 to 1) the British choose. */
  { "/madison/9.52/second-mandatory-rbc", "1814", 7, US,
    { "us-dearborn french-mills", "us-11th french-mills", "us-12th french-mills", "us-20th french-mills",
      "gb-10th-rvb-det cornwall", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-dearborn", "add us-11th", "add us-12th", "add us-20th", "go", "move us-dearborn cornwall",
      "~the enemy in Cornwall must retreat before combat (9.51)", "@gb-10th-rvb-det coteau-du-lac", "move us-dearborn coteau-du-lac",
      "~the enemy in Coteau-du-Lac must retreat before combat (9.51)", "@gb-10th-rvb-det -coteau-du-lac", NULL } },
  { "/madison/9.52/odds-not-kept-no-second", "1814", 7, US,
    { "us-dearborn french-mills", "us-11th french-mills", "us-12th french-mills", "us-20th french-mills",
      "gb-10th-rvb-det cornwall", "gb-8th coteau-du-lac", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-dearborn", "add us-11th", "add us-12th", "add us-20th", "go", "move us-dearborn cornwall",
      "~the enemy in Cornwall must retreat before combat (9.51)", "@gb-10th-rvb-det coteau-du-lac", "move us-dearborn coteau-du-lac",
      "-the enemy in Coteau-du-Lac must retreat", "?stand", "?rbc", NULL } },
  /* 9.46 (10.71): a retreat before combat takes the space with the fewest
   * losses: from Four Corners, entered from Plattsburg, French Mills (US
   * territory, no loss), not Johnson's (British, a step). */
  { "/madison/9.46/rbc-least-losses", "1814", 7, GB,
    { "gb-8th plattsburg", "us-11th four-corners", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units plattsburg", "add gb-8th", "go", "move gb-8th four-corners", "rbc", "@us-11th french-mills",
      "=us-11th 0", NULL } },
  /* 9.42-9.43: a retreat before combat into a space the unit controls
   * (friendly territory) costs nothing; into empty enemy territory the
   * unit is flipped. */
  { "/madison/9.42/rbc-to-a-controlled-space-no-loss", "1814", 7, GB,
    { "gb-8th johnsons", "us-11th four-corners", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units johnsons", "add gb-8th", "go", "move gb-8th four-corners", "rbc", "(retreat french-mills)",
      "~The US force retreats from Four Corners to French Mills (10.7)", "=us-11th 0", "-is reduced", NULL } },
  { "/madison/9.42/rbc-to-enemy-territory-flipped", "1814", 7, GB,
    { "gb-8th coteau-du-lac", "gb-49th french-mills", "us-11th cornwall", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units coteau-du-lac", "add gb-8th", "go", "move gb-8th cornwall", "rbc",
      "@us-11th williamsburg", "=us-11th 1", "~11th Infantry is reduced (10.72)", NULL } },
  /* 9.44: after the retreat before combat the force that caused it moves
   * on with the MP it has left: the 8th (MF 6) spent 2 on the trail into
   * Four Corners, goes on 2 + 2 to Whitehall, and no further. */
  { "/madison/9.44/movers-go-on-after-rbc", "1814", 7, GB,
    { "gb-8th johnsons", "us-11th four-corners", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units johnsons", "add gb-8th", "go", "move gb-8th four-corners", "rbc", "(retreat french-mills)",
      "move gb-8th plattsburg", "move gb-8th whitehall", "!move gb-8th albany",
      "~8th (King's) moves to Whitehall (2 MP) (9.2)", NULL } },
  /* 13.32: a line of supply crosses enemy territory only where a friendly
   * unit controls the space: the 11th at Coteau-du-Lac, attacked from
   * Montreal, traces through Cornwall (VP 1) to Albany when the 12th holds
   * it, and defends in supply; without, it is out of supply (13.4). */
  { "/madison/13.32/line-through-a-controlled-enemy-space", "1814", 7, GB,
    { "us-11th coteau-du-lac", "us-12th cornwall", "gb-8th montreal", "card-40 hand-gb", NULL },
    { "ops card-40", "units montreal", "add gb-8th", "go", "move gb-8th coteau-du-lac", "(stand)", "%3 4|end",
      "~Battle at Coteau-du-Lac", "-The US force is out of supply", NULL } },
  { "/madison/13.32/no-line-through-enemy-territory", "1814", 7, GB,
    { "us-11th coteau-du-lac", "gb-8th montreal", "card-40 hand-gb", NULL },
    { "ops card-40", "units montreal", "add gb-8th", "go", "move gb-8th coteau-du-lac", "(stand)", "%3 4|end",
      "~The US force is out of supply: defence halved", NULL } },
  /* 10.61: a round with no retreat (NE) while both sides keep a fresh
   * unit is followed by another; with the defender reduced only, not
   * (10.63). */
  { "/madison/10.61/ne-both-fresh-second-round", "1814", 7, GB,
    { "gb-york-militia johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "go", "move gb-york-militia four-corners", "(stand)",
      "%4 4 1 1|end", "~result NE", "~Round 2 at Four Corners", NULL } },
  { "/madison/10.61/ne-defender-reduced-no-second-round", "1814", 7, GB,
    { "gb-york-militia johnsons", "us-11th four-corners 1", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "go", "move gb-york-militia four-corners", "(stand)",
      "%3 3|end", "~result NE", "~The US force has only reduced units left and retreats (10.63)",
      "-Round 2", NULL } },
  /* 13.54: three depots a side, the counter mix: with two on the map a
   * third may be set up, with three a fourth may not. */
  { "/madison/13.54/third-depot-allowed", "1813-1814", 4, US,
    { "us-depot.1 buffalo", "us-depot.2 erie", "card-40 hand-us", "card-41 hand-gb", NULL },
    { "?depot card-40 cleveland", "depot card-40 cleveland", "@us-depot.3 cleveland", NULL } },
  { "/madison/13.54/no-fourth-depot", "1813-1814", 4, US,
    { "us-depot.1 buffalo", "us-depot.2 erie", "us-depot.3 pittsburgh", "card-40 hand-us", "card-41 hand-gb", NULL },
    { "!depot card-40 cleveland", NULL } },
  /* 11.33: Indians and Dragoons are never carried by ships; a regular
   * unit is. */
  { "/madison/11.33/no-indians-or-dragoons-aboard", "1814", 7, GB,
    { "gb-wolfe york", "gb-wyandot york", "gb-19th-dragoons york", "card-33 hand-gb", "card-40 hand-us", NULL },
    { "ops card-33", "units york", "add gb-wolfe", "add gb-wyandot", "add gb-19th-dragoons", "go",
      "!embark gb-wyandot gb-wolfe", "!embark gb-19th-dragoons gb-wolfe", NULL } },
  { "/madison/11.33/regulars-go-aboard", "1814", 7, GB,
    { "gb-wolfe york", "gb-8th york", "card-33 hand-gb", "card-40 hand-us", NULL },
    { "ops card-33", "units york", "add gb-wolfe", "add gb-8th", "go", "embark gb-8th gb-wolfe",
      "move gb-wolfe kingston", "land gb-wolfe", "@gb-8th kingston", NULL } },
  /* 10.83, 10.82: the US 11th at Oswego, the British at Sackets Harbour
   * (its one other land retreat) and the 8th marching in from Salina: with
   * Oneida at Oswego the 11th may retreat before combat by water (10.81);
   * with a British ship in the Lake Ontario box the British control the
   * lake and there is no retreat by water, so none at all (9.45). */
  { "/madison/10.83/no-water-retreat-under-enemy-lake-control", "1814", 7, GB,
    { "gb-8th salina", "gb-49th sackets-harbour", "us-11th oswego", "us-oneida oswego", "gb-royal-george lake-ontario",
      "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units salina", "add gb-8th", "go", "move gb-8th oswego", "!rbc", "?stand", NULL } },
  { "/madison/10.82/water-retreat-with-the-lake-open", "1814", 7, GB,
    { "gb-8th salina", "gb-49th sackets-harbour", "us-11th oswego", "us-oneida oswego",
      "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units salina", "add gb-8th", "go", "move gb-8th oswego", "rbc", "?retreat ft-niagara",
      "!retreat sackets-harbour", "!retreat salina", "retreat ft-niagara", "@us-11th ft-niagara", "@us-oneida ft-niagara",
      "~The US force retreats by water from Oswego to Ft. Niagara (10.82)", NULL } },
  /* 4.15: Indians alone control a space worth 1 or less, not 2; with
   * other units their factors count. */
  { "/madison/4.15/indians-alone-control-a-1-space", "1814", 7, GB,
    { "gb-wyandot cornwall", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "^0", "ops card-40", "units cornwall", "add gb-wyandot", "go", "move gb-wyandot french-mills", "end",
      "~Victory points: British ahead by 1 (4.12)", "^-1", NULL } },
  { "/madison/4.15/indians-alone-not-a-2-space", "1814", 7, GB,
    { "gb-wyandot prescott", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "^0", "ops card-40", "units prescott", "add gb-wyandot", "go", "move gb-wyandot ogdensburg", "end",
      "-Victory points", "^0", NULL } },
  /* 4.15 with 15.16: the Wyandot alone (2 factors) on Sackets Harbour
   * (worth 2) does not control it, and the US still builds there; the 8th
   * with it (4.14) denies the base (the card's NBV then builds on Lake Erie) (the fourth re-check's probe, B6). */
  { "/madison/4.15/indians-alone-do-not-deny-a-base", "1813-1814", 5, US,
    { "gb-wyandot sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "?build us-sylph sackets-harbour", NULL } },
  { "/madison/4.15/indians-with-a-regular-deny-a-base", "1813-1814", 5, US,
    { "gb-wyandot sackets-harbour", "gb-8th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "nbv card-33", "!build us-sylph sackets-harbour", "?build us-lawrence buffalo", NULL } },
  { "/madison/4.15/indians-add-to-other-units", "1814", 7, GB,
    { "gb-wyandot prescott", "gb-lincoln-militia prescott 1", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "^0", "ops card-40", "units prescott", "add gb-wyandot", "add gb-lincoln-militia", "go", "move gb-wyandot ogdensburg",
      "move gb-lincoln-militia ogdensburg", "end",
      "~Victory points: British ahead by 2 (4.12)", "^-2", NULL } },
  /* 10.52: a reduced unit may not take a step loss while a fresh one can:
   * a DR-1 (11) at Cornwall takes the 41st Detachment (fresh, one step,
   * 3.17), not the reduced Lincoln Militia; with the militia alone, it. */
  { "/madison/10.52/fresh-unit-takes-the-loss", "1814", 7, US,
    { "us-11th williamsburg", "us-12th williamsburg", "gb-41st-det cornwall", "gb-lincoln-militia cornwall 1", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "add us-12th", "go", "move us-11th cornwall", "(stand)", "move us-12th cornwall", "(stand)", "%6 6|end",
      "~Dice 12, modifiers -1: 11, result DR-1", "~41st Detachment is eliminated (10.32)", "=gb-lincoln-militia 1",
      "@gb-lincoln-militia coteau-du-lac", NULL } },
  { "/madison/10.52/reduced-unit-when-no-fresh-one", "1814", 7, US,
    { "us-11th williamsburg", "us-12th williamsburg", "gb-lincoln-militia cornwall 1", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "add us-12th", "go", "move us-11th cornwall", "(stand)", "move us-12th cornwall", "(stand)", "%4 4|end",
      "~Dice 8, modifiers +3: 11, result DR-1", "~Lincoln Militia is eliminated (10.32)", NULL } },
  /* 3.17: a unit without a reduced side is eliminated by a step loss, one
   * with it is flipped: an EX (9) takes a step from each lead unit. */
  { "/madison/3.17/single-step-unit-eliminated", "1814", 7, GB,
    { "gb-wyandot johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-wyandot", "go", "move gb-wyandot four-corners", "(stand)",
      "%4 5|end", "~result EX", "~Wyandot is eliminated (10.32)", "@gb-wyandot -four-corners",
      "@gb-wyandot -johnsons", "~11th Infantry is reduced (10.32)", "=us-11th 1", "@us-11th four-corners", NULL } },
  /* 12.34: frigates on one side only: +1 when the attacker has them, -1 when
   * the defender does, nothing when both do.  One ship a side (12.31: +0),
   * the die forced to 3; classes from counters.xml (12.32). */
  { "/madison/12.34/frigate-attacks-plus-1", "1813-1814", 4, US, { "us-general-pike sackets-harbour", "gb-royal-george lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-general-pike", "go", "move us-general-pike lake-ontario", "%3|end", "~Frigates on one side only: +1 (12.34)", "~Lead ships General Pike and Royal George: +0 (12.32)", "~Die 3, modifiers +1: 4", NULL } },
  { "/madison/12.34/frigate-defends-minus-1", "1813-1814", 4, US, { "us-madison sackets-harbour", "gb-prince-regent lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-madison", "go", "move us-madison lake-ontario", "%3|end", "~Frigates on one side only: -1 (12.34)", "~Lead ships Madison and Prince Regent: -1 (12.32)", "~Die 3, modifiers -2: 1", NULL } },
  { "/madison/12.34/frigates-on-both-sides-none", "1813-1814", 4, US, { "us-superior sackets-harbour", "gb-prince-regent lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-superior", "go", "move us-superior lake-ontario", "%3|end", "-Frigates on one side only", "~Die 3, modifiers +0: 3", NULL } },
  /* 12.35: schooners and sloops alone against a brig or better: -1 when they
   * attack, +1 to the attacker when they defend, nothing when both sides
   * have only small ships. */
  { "/madison/12.35/small-ships-attack-minus-1", "1813-1814", 4, US, { "us-julia sackets-harbour", "gb-gloucester lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-julia", "go", "move us-julia lake-ontario", "%3|end", "~Only schooners and sloops attack: -1 (12.35)", "~Lead ships Julia and Gloucester: +0 (12.32)", "~Die 3, modifiers -1: 2", NULL } },
  { "/madison/12.35/small-ships-defend-plus-1", "1813-1814", 4, US, { "us-oneida sackets-harbour", "gb-beresford lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida lake-ontario", "%3|end", "~Only schooners and sloops defend: +1 (12.35)", "~Lead ships Oneida and Beresford: +1 (12.32)", "~Die 3, modifiers +2: 5", NULL } },
  { "/madison/12.35/small-ships-on-both-sides-none", "1813-1814", 4, US, { "us-julia sackets-harbour", "gb-beresford lake-ontario", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-julia", "go", "move us-julia lake-ontario", "%3|end", "-Only schooners and sloops", "~Die 3, modifiers +0: 3", NULL } },
  /* 3.16: a land unit's MF is 6 (road 1 MP, 2.21): six legs, not seven. */
  { "/madison/3.16/unit-mf-6", "1813-1814", 4, GB, { "gb-8th quebec", "card-33 hand-gb", NULL },
    { "ops card-33", "units quebec", "add gb-8th", "go",
      "move gb-8th trois-rivieres", "move gb-8th quebec", "move gb-8th trois-rivieres",
      "move gb-8th quebec", "move gb-8th trois-rivieres", "move gb-8th quebec",
      "!move gb-8th trois-rivieres", "~Quebec (1 MP) (9.2)", "@gb-8th quebec", NULL } },
  /* 3.16, 3.62: Dragoons' MF is 10: ten legs, not eleven. */
  { "/madison/3.16/dragoons-mf-10", "1813-1814", 4, GB, { "gb-19th-dragoons quebec", "card-33 hand-gb", NULL },
    { "ops card-33", "units quebec", "add gb-19th-dragoons", "go",
      "move gb-19th-dragoons trois-rivieres", "move gb-19th-dragoons quebec",
      "move gb-19th-dragoons trois-rivieres", "move gb-19th-dragoons quebec",
      "move gb-19th-dragoons trois-rivieres", "move gb-19th-dragoons quebec",
      "move gb-19th-dragoons trois-rivieres", "move gb-19th-dragoons quebec",
      "move gb-19th-dragoons trois-rivieres", "move gb-19th-dragoons quebec",
      "!move gb-19th-dragoons trois-rivieres", "~(1 MP) (9.2)", NULL } },
  /* 3.34, 8.42: a land leader's MF is 10, his units' 6: the leader with
   * none goes ten legs, not eleven. */
  { "/madison/3.34/leader-mf-10", "1813-1814", 4, GB, { "gb-brock quebec", "card-40 hand-gb", NULL },
    { "ops card-40", "leader gb-brock", "go",
      "move gb-brock trois-rivieres", "move gb-brock quebec", "move gb-brock trois-rivieres",
      "move gb-brock quebec", "move gb-brock trois-rivieres", "move gb-brock quebec",
      "move gb-brock trois-rivieres", "move gb-brock quebec", "move gb-brock trois-rivieres",
      "move gb-brock quebec", "!move gb-brock trois-rivieres", "~Brock moves to Quebec (1 MP) (9.2)", NULL } },
  /* 3.24, 11.13: a ship's MF is 6 (1 MP a leg, 11.15): six legs, not seven. */
  { "/madison/3.24/ship-mf-6", "entire-war", 2, US, { "us-oneida sackets-harbour", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go",
      "move us-oneida oswego", "move us-oneida sackets-harbour", "move us-oneida oswego",
      "move us-oneida sackets-harbour", "move us-oneida oswego", "move us-oneida sackets-harbour",
      "!move us-oneida oswego", "!move us-oneida lake-ontario", "~Oneida sails to Sackets Harbour (1 MP)", NULL } },
  /* 2.22: a trail costs 2 MP: three trail legs use a unit's 6, a fourth
   * is refused. */
  { "/madison/2.22/trail-2-mp", "1813-1814", 4, GB, { "gb-8th sorel", "card-33 hand-gb", NULL },
    { "ops card-33", "units sorel", "add gb-8th", "go", "move gb-8th trois-rivieres", "~Trois-Rivières (2 MP) (9.2)",
      "move gb-8th sorel", "move gb-8th trois-rivieres", "!move gb-8th sorel", NULL } },
  /* 3.53, 3.14: Tecumseh takes any number of Indians and one regular
   * detachment (strength 1-2): the 41st's detachment (2) goes, the 49th (4)
   * does not, nor a second detachment, nor the Dragoons. */
  { "/madison/3.53/tecumseh-indians-and-one-detachment", "1813-1814", 4, GB,
    { "gb-tecumseh ft-malden", "gb-wyandot ft-malden", "gb-potawatomi ft-malden", "gb-ottawa ft-malden",
      "gb-western-indians ft-malden", "gb-mississauga ft-malden", "gb-shawnee ft-malden", "gb-49th ft-malden",
      "gb-41st-det ft-malden", "gb-100th ft-malden", "gb-19th-dragoons ft-malden", "card-40 hand-gb", NULL },
    { "ops card-40", "leader gb-tecumseh", "add gb-wyandot", "add gb-potawatomi", "add gb-ottawa",
      "add gb-western-indians", "add gb-mississauga", "add gb-shawnee", "!add gb-49th", "!add gb-19th-dragoons",
      "add gb-41st-det", "!add gb-100th", NULL } },
  /* 8.41, 8.44: Proctor (one star) takes 5 units, not a sixth; once he has
   * picked up Tecumseh, the Indians stacked with him go beyond the limit. */
  { "/madison/8.44/indians-with-tecumseh-beyond-the-limit", "1813-1814", 4, GB,
    { "gb-proctor ft-malden", "gb-tecumseh ft-malden", "gb-8th ft-malden", "gb-49th ft-malden",
      "gb-100th ft-malden", "gb-10th-rvb ft-malden", "gb-41st-det ft-malden", "gb-york-militia ft-malden",
      "gb-wyandot ft-malden", "gb-ottawa ft-malden", "card-40 hand-gb", NULL },
    { "ops card-40", "leader gb-proctor", "add gb-8th", "add gb-49th", "add gb-100th", "add gb-10th-rvb",
      "add gb-41st-det", "!add gb-york-militia", "!add gb-wyandot", "add gb-tecumseh", "add gb-wyandot",
      "add gb-ottawa", "!add gb-york-militia", NULL } },
  /* 10.23: a reduced attacker enters the battle but adds nothing to the
   * attack: the York militia (3) with the Lincoln militia reduced attack
   * with 3; fresh, with 6.  British from Johnson's on Four Corners. */
  { "/madison/10.23/reduced-attacker-adds-nothing", "1814", 7, GB,
    { "gb-york-militia johnsons", "gb-lincoln-militia johnsons 1", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "add gb-lincoln-militia", "go",
      "move gb-york-militia four-corners", "(stand)", "move gb-lincoln-militia four-corners", "(stand)",
      "%3 4|end", "~attack 3 against defence 3", NULL } },
  { "/madison/10.23/fresh-attacker-adds-his-strength", "1814", 7, GB,
    { "gb-york-militia johnsons", "gb-lincoln-militia johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "add gb-lincoln-militia", "go",
      "move gb-york-militia four-corners", "(stand)", "move gb-lincoln-militia four-corners", "(stand)",
      "%3 4|end", "~attack 6 against defence 3", NULL } },
  /* 13.56, 13.53: a depot at Cleveland (WQ 1) winters 4 more units: five
   * lose nothing, and the depot is gone at the year's end; six lose one
   * step, the US choosing. */
  { "/madison/13.56/depot-winters-four-more", "1813-1814", 5, US,
    { "us-11th cleveland", "us-12th cleveland", "us-13th cleveland", "us-14th cleveland", "us-15th cleveland",
      "card-40 hand-us", "card-42 hand-us", NULL },
    { "depot card-40 cleveland", "@us-depot.1 cleveland", "hold card-42", "#7", "=us-11th 0", "=us-15th 0",
      "@us-depot.1 off", NULL } },
  { "/madison/13.56/depot-fifth-extra-unit-loses", "1813-1814", 5, US,
    { "us-11th cleveland", "us-12th cleveland", "us-13th cleveland", "us-14th cleveland", "us-15th cleveland",
      "us-16th cleveland", "card-40 hand-us", "card-42 hand-us", NULL },
    { "depot card-40 cleveland", "hold card-42", "#6", "loss us-16th", "#7", "=us-16th 1", "=us-15th 0", NULL } },
  /* 11.12, 11.34: land units never end the movement aboard: with the
   * 18th aboard, Oneida may not end in the box or anywhere; landed at
   * Oswego, the movement ends. */
  { "/madison/11.34/no-end-with-troops-aboard", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida",
      "!end", "move us-oneida lake-ontario", "!end", "move us-oneida oswego", "!end", "land us-oneida", "end",
      "@us-18th oswego", "@us-oneida oswego", NULL } },
  /* 13.34 (4.15): Indians alone cut a supply line only on a space of VP 0
   * or 1.  Ashtabula's lines go through Erie (2) or Cleveland (1): with
   * British regulars at Erie, Indians at Cleveland cut the last, and the
   * reduced 13th may not be restored (8.31-5); Indians at Erie and the
   * regulars at Cleveland leave Erie open. */
  { "/madison/13.34/indians-cut-on-a-1-space", "1813-1814", 4, US,
    { "us-13th ashtabula 1", "gb-8th erie", "gb-western-indians cleveland", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "!restore card-33", NULL } },
  { "/madison/13.34/indians-do-not-cut-on-a-2-space", "1813-1814", 4, US,
    { "us-13th ashtabula 1", "gb-western-indians erie", "gb-8th cleveland", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "restore card-33", "flip us-13th", "=us-13th 0", NULL } },
  /* 10.63: after a round, an attacker left with reduced units only retreats,
   * even when the defender is reduced too (the design note); a defender
   * left with reduced units only, the attacker not, retreats; while both
   * keep a fresh unit, another round.  An exchange (EX, 9) reduces both lead
   * units. */
  { "/madison/10.63/attacker-depleted-retreats", "1814", 7, GB,
    { "gb-york-militia johnsons", "gb-lincoln-militia johnsons 1", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "add gb-lincoln-militia", "go", "move gb-york-militia four-corners", "(stand)", "move gb-lincoln-militia four-corners", "(stand)",
      "%5 6|end", "~result EX", "~The British force has only reduced units left and retreats (10.63)", "=gb-york-militia 1",
      "=us-11th 1", "@gb-york-militia johnsons", "@us-11th four-corners", NULL } },
  { "/madison/10.63/defender-depleted-retreats", "1814", 7, GB,
    { "gb-york-militia johnsons", "gb-lincoln-militia johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "add gb-lincoln-militia", "go", "move gb-york-militia four-corners", "(stand)", "move gb-lincoln-militia four-corners", "(stand)",
      "%4 6|end", "~result EX", "~The US force has only reduced units left and retreats (10.63)", "=us-11th 1",
      "retreat french-mills", "@us-11th french-mills", "@gb-lincoln-militia four-corners", NULL } },
  { "/madison/10.63/both-fresh-fight-on", "1814", 7, GB,
    { "gb-york-militia johnsons", "gb-lincoln-militia johnsons", "us-11th four-corners", "us-12th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "add gb-lincoln-militia", "go", "move gb-york-militia four-corners", "(stand)", "move gb-lincoln-militia four-corners", "(stand)",
      "%5 6|end", "~attack 6 against defence 6", "~result EX", "~Round 2 at Four Corners", NULL } },
  /* 2.77: the "F" result (8): in a fort the combat ends and the attacker
   * retreats; in the open the defender retreats. */
  { "/madison/2.77/fort-result-in-a-fort", "1814", 7, GB,
    { "gb-york-militia ft-findlay", "us-11th ft-macarthur", "card-40 hand-gb", NULL },
    { "ops card-40", "units ft-findlay", "add gb-york-militia", "go", "move gb-york-militia ft-macarthur", "(stand)",
      "%5 5|end", "~with the fort", "~result F", "@gb-york-militia ft-findlay", "@us-11th ft-macarthur",
      "=us-11th 0", NULL } },
  { "/madison/2.77/fort-result-in-the-open", "1814", 7, GB,
    { "gb-york-militia johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "go", "move gb-york-militia four-corners", "(stand)",
      "%5 5|end", "~result F", "(retreat french-mills)", "@us-11th -four-corners", "@gb-york-militia four-corners", NULL } },
  /* 2.78: a fort taken by the enemy defends its captor: US units in
   * Ft. Malden defend with the fort. */
  { "/madison/2.78/captured-fort-defends-captor", "1814", 7, GB,
    { "gb-york-militia sandwich", "us-11th ft-malden", "card-40 hand-gb", NULL },
    { "ops card-40", "units sandwich", "add gb-york-militia", "go", "move gb-york-militia ft-malden", "(stand)",
      "%4 4|end", "~attack 3 against defence 5 with the fort", NULL } },
  /* 2.72: attacking a fort, the terrain is ignored: no forest modifier at
   * Ft. MacArthur (a forest space), -1 at Four Corners (forest, no fort). */
  { "/madison/2.72/fort-ignores-forest", "1814", 7, GB,
    { "gb-york-militia ft-findlay", "us-11th ft-macarthur", "card-40 hand-gb", NULL },
    { "ops card-40", "units ft-findlay", "add gb-york-militia", "go", "move gb-york-militia ft-macarthur", "(stand)",
      "%5 5|end", "~with the fort", "-Forest", NULL } },
  { "/madison/2.72/forest-counts-without-a-fort", "1814", 7, GB,
    { "gb-york-militia johnsons", "us-11th four-corners", "card-40 hand-gb", NULL },
    { "ops card-40", "units johnsons", "add gb-york-militia", "go", "move gb-york-militia four-corners", "(stand)",
      "%5 5|end", "~Forest: -1 (10.41)", NULL } },
  /* 2.75: a fort without defenders falls to an enemy combat unit, not to a
   * leader: Ft. Malden (VP 2) is the US's with the 11th, not with Harrison
   * alone. */
  { "/madison/2.75/empty-fort-falls-to-a-unit", "1814", 7, US,
    { "us-11th detroit", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "^0", "ops card-33", "units detroit", "add us-11th", "go", "move us-11th sandwich", "(stand)", "move us-11th ft-malden", "end", "^2", NULL } },
  { "/madison/2.75/empty-fort-not-to-a-leader", "1814", 7, US,
    { "us-harrison detroit", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "leader us-harrison", "go", "move us-harrison sandwich", "move us-harrison ft-malden", "end",
      "@us-harrison ft-malden", "^0", NULL } },
  /* 13.55: a depot goes when an enemy unit, a ship included, occupies its
   * space with no friendly unit, read as standing there when the card play
   * ends: a ship that sails in and out again leaves it. */
  { "/madison/13.55/depot-taken-by-a-unit", "1814", 7, GB,
    { "us-11th detroit", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "depot card-40 sandwich", "@gb-depot.1 sandwich", "ops card-33", "units detroit", "add us-11th", "go", "move us-11th sandwich", "(stand)", "end",
      "@us-11th sandwich", "@gb-depot.1 off", NULL } },
  { "/madison/13.55/depot-taken-by-a-ship", "1814", 7, GB,
    { "us-oneida sackets-harbour", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "depot card-40 york", "@gb-depot.1 york", "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida york", "(stand)", "end",
      "@us-oneida york", "@gb-depot.1 off", NULL } },
  { "/madison/13.55/depot-kept-while-a-ship-passes", "1814", 7, GB,
    { "us-oneida sackets-harbour", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "depot card-40 york", "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida york", "(stand)", "move us-oneida sackets-harbour",
      "end", "@gb-depot.1 york", NULL } },
  /* 11.43: the enemy's lake control does not stop a ship sailing from town
   * to town, nor into the box to fight. */
  { "/madison/11.43/ships-sail-under-enemy-control", "1814", 7, US,
    { "us-oneida sackets-harbour", "gb-royal-george lake-ontario", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "move us-oneida oswego", "?move us-oneida lake-ontario",
      "move us-oneida sackets-harbour", "?move us-oneida lake-ontario", NULL } },
  /* 7.23, 7.21: a card held back counts against the next deal: the US
   * holds one at the end of Spring-Summer 1813 and has 8 in hand after the
   * deal of 8 (7.21's 1813 deal), not 9. */
  { "/madison/7.23/held-card-counts-against-the-deal", "1813-1814", 4, US,
    { "card-33 hand-us", "card-34 hand-us", "card-40 hand-gb", NULL },
    { "hold card-33", "ops card-40", "end", "ops card-34", "end", "#5", "&hand-us 8", "&hand-gb 8", "&held-us 0",
      "@card-33 hand-us", NULL } },
  /* 12.52-12.53: a damaged ship retreats to a friendly lakeside town of its
   * lake; with none (British units hold Plattsburg, Burlington VT and
   * Whitehall), she is destroyed. */
  { "/madison/12.53/no-friendly-town-ship-destroyed", "1814", 7, GB,
    { "us-eagle lake-champlain", "gb-finch isle-aux-noix", "gb-chubb isle-aux-noix", "gb-8th plattsburg",
      "gb-49th burlington-vt", "gb-100th whitehall", "card-40 hand-gb", NULL },
    { "ops card-40", "units isle-aux-noix", "add gb-finch", "add gb-chubb", "go", "move gb-finch lake-champlain",
      "move gb-chubb lake-champlain", "%2|end", "~Eagle is damaged (12.42)", "~Eagle is eliminated (12.53)",
      "@us-eagle -lake-champlain", "@us-eagle -whitehall", NULL } },
  { "/madison/12.52/damaged-ship-to-a-friendly-town", "1814", 7, GB,
    { "us-eagle lake-champlain", "gb-finch isle-aux-noix", "gb-chubb isle-aux-noix", "gb-8th plattsburg",
      "gb-49th burlington-vt", "card-40 hand-gb", NULL },
    { "ops card-40", "units isle-aux-noix", "add gb-finch", "add gb-chubb", "go", "move gb-finch lake-champlain",
      "move gb-chubb lake-champlain", "%2|end", "~Eagle is damaged (12.42)", "-Eagle is eliminated", "@us-eagle whitehall",
      "=us-eagle 1", NULL } },
  /* 14.35, 16.21: units moved in a winter turn (WINTER QUARTERS, 8.31)
   * suffer the attrition where they end: four into Detroit (WQ 3) lose a
   * step, the US choosing; three lose none. */
  { "/madison/14.35/moved-in-winter-then-attrition", "entire-war", 2, US,
    { "card-32 hand-us", "us-11th sandwich", "us-12th sandwich", "us-13th sandwich", "us-14th sandwich", NULL },
    { "hold card-32", "#3", "event card-32", "units sandwich", "add us-11th", "add us-12th", "add us-13th", "add us-14th", "go", "move us-11th detroit", "move us-12th detroit", "move us-13th detroit", "move us-14th detroit", "end", "loss us-14th", "#4", "=us-14th 1", "=us-11th 0", NULL } },
  { "/madison/14.35/moved-in-winter-within-the-value", "entire-war", 2, US,
    { "card-32 hand-us", "us-11th sandwich", "us-12th sandwich", "us-13th sandwich", NULL },
    { "hold card-32", "#3", "event card-32", "units sandwich", "add us-11th", "add us-12th", "add us-13th", "go", "move us-11th detroit", "move us-12th detroit", "move us-13th detroit", "end", "#4", "=us-11th 0", "=us-13th 0", NULL } },
  /* 3.62: Dragoons (class B) are class "A" defending a fort and "B"
   * attacking one.  The 11th (B) against the 19th Light Dragoons in
   * Ft. Erie: 2 - 3 = -1; in Chippawa, no fort: 2 - 2 = 0.  The Dragoons
   * against the 11th in Ft. MacArthur: 2 - 2 = 0 (as "A", +1). */
  { "/madison/3.62/dragoons-defend-a-fort-as-a", "1814", 7, US,
    { "us-11th buffalo", "gb-19th-dragoons ft-erie", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units buffalo", "add us-11th", "go", "move us-11th ft-erie", "(stand)", "%5 5|end", "~with the fort",
      "~Lead units 11th Infantry and 19th Light Dragoons: class modifier -1 (10.31)", NULL } },
  { "/madison/3.62/dragoons-defend-the-open-as-b", "1814", 7, US,
    { "us-11th ft-erie", "gb-19th-dragoons chippawa", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units ft-erie", "add us-11th", "go", "move us-11th chippawa", "(stand)", "%5 5|end", "-with the fort",
      "~Lead units 11th Infantry and 19th Light Dragoons: class modifier +0 (10.31)", NULL } },
  { "/madison/3.62/dragoons-attack-a-fort-as-b", "1814", 7, GB,
    { "gb-19th-dragoons ft-findlay", "us-11th ft-macarthur", "card-40 hand-gb", "card-33 hand-us", NULL },
    { "ops card-40", "units ft-findlay", "add gb-19th-dragoons", "go", "move gb-19th-dragoons ft-macarthur", "(stand)", "%5 5|end", "~with the fort",
      "~Lead units 19th Light Dragoons and 11th Infantry: class modifier +0 (10.31)", NULL } },
  /* 3.35: of leaders equal in rank the owner chooses who commands: De
   * Salaberry (* 1+1) and Vincent (* 2+0) defend Sandwich; Britain is
   * asked, and the one chosen commands (his modifier, the "commanded"
   * events).  With De Rottenburg (**) beside De Salaberry nobody is asked. */
  { "/madison/3.35/equal-rank-owner-chooses-the-other", "1813-1814", 4, US,
    { "us-13th detroit", "gb-wyandot sandwich", "gb-de-salaberry sandwich", "gb-vincent sandwich", "card-33 hand-us", NULL },
    { "ops card-33", "units detroit", "add us-13th", "go", "move us-13th sandwich", "(stand)", "end",
      "?command gb-de-salaberry", "%5 5|command gb-vincent", "~Vincent commands for", "-Defending commander De Salaberry", NULL } },
  { "/madison/3.35/equal-rank-owner-chooses-the-better", "1813-1814", 4, US,
    { "us-13th detroit", "gb-wyandot sandwich", "gb-de-salaberry sandwich", "gb-vincent sandwich", "card-33 hand-us", NULL },
    { "ops card-33", "units detroit", "add us-13th", "go", "move us-13th sandwich", "(stand)", "end",
      "?command gb-vincent", "%5 5|command gb-de-salaberry", "~Defending commander De Salaberry: -1 (10.42)", NULL } },
  { "/madison/3.35/senior-commands-unasked", "1813-1814", 4, US,
    { "us-13th detroit", "gb-wyandot sandwich", "gb-de-salaberry sandwich", "gb-de-rottenburg sandwich", "card-33 hand-us", NULL },
    { "ops card-33", "units detroit", "add us-13th", "go", "move us-13th sandwich", "(stand)", "%5 5|end",
      "!command gb-de-salaberry", "-commands for", "-Defending commander De Salaberry", "~Round 1", NULL } },
  /* 15.24 (15.23): a repair may take the card's whole NBV: the Wolfe (repair 1) at
   * Kingston with a card worth 1, nothing else to build (1814, the ships'
   * box empty). */
  { "/madison/15.24/repair-worth-the-whole-card", "1814", 7, GB,
    { "gb-wolfe kingston damaged", "card-87 hand-gb", "card-90 hand-us", NULL },
    { "nbv card-87", "repair gb-wolfe", "=gb-wolfe 0", NULL } },
  /* 15.34 (15.13's note): York, the British back-up base of Lake Ontario,
   * builds only the corvette Brock; Kingston builds the others (1814). */
  { "/madison/15.34/york-builds-only-the-brock", "1813-1814", 8, GB, { "card-89 hand-gb", "card-90 hand-us", NULL },
    { "nbv card-89", "?build gb-brock-ship york", "?build gb-star kingston", "!build gb-star york", "!build gb-prince-regent york",
      "build gb-star kingston", "@gb-star kingston", NULL } },
  /* 9.3 with 9.53 (reading): a leader without units does not walk into
   * enemy units: Hampton alone may not enter Cornwall (the 41st
   * Detachment), with the 11th he may. */
  { "/madison/9.3/leader-alone-not-into-enemy-units", "1813-1814", 4, US,
    { "us-hampton french-mills", "us-11th french-mills", "gb-41st-det cornwall", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-hampton", "go", "!move us-hampton cornwall", "?move us-hampton four-corners", NULL } },
  { "/madison/9.3/leader-with-a-unit-into-enemy-units", "1813-1814", 4, US,
    { "us-hampton french-mills", "us-11th french-mills", "gb-41st-det cornwall", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-hampton", "add us-11th", "go", "?move us-hampton cornwall", NULL } },
  /* 10.72: a retreat into enemy territory flips the units only into "an
   * enemy space free of combat units": the 49th, beaten at French Mills
   * (Cornwall held by the US 12th, the attack from Four Corners), retreats
   * to Ogdensburg, where the Wyandot stands (too weak to control it, 4.15),
   * and keeps its strength. */
  { "/madison/10.72/retreat-beside-own-units-no-flip", "1814", 7, US,
    { "us-11th four-corners", "us-1st-rifles four-corners", "us-12th cornwall", "gb-49th french-mills", "gb-wyandot ogdensburg",
      "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units four-corners", "add us-11th", "add us-1st-rifles", "go", "move us-11th french-mills", "(stand)",
      "move us-1st-rifles french-mills", "(stand)", "%5 5|end", "~Dice 10, modifiers +0: 10, result DR",
      "@gb-49th ogdensburg", "=gb-49th 0", NULL } },
  /* 10.74 with 10.72: an attacker falling back into an empty enemy space
   * is flipped; one already reduced is destroyed only when the space is out
   * of supply.  The reduced 11th attacks Cornwall from Williamsburg
   * (British) and is repulsed (AR); French Mills and Coteau-du-Lac are held,
   * so the way back is its only retreat.  With Prescott British too,
   * Williamsburg is cut off and the 11th is lost; with the US 12th holding
   * Prescott it is in supply and stays, reduced. */
  { "/madison/10.74/reduced-attacker-out-of-supply-destroyed", "1814", 7, US,
    { "us-11th williamsburg 1", "gb-41st-det cornwall", "gb-49th prescott", "gb-8th french-mills", "gb-100th coteau-du-lac",
      "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%4 5|end",
      "~Dice 9, modifiers -4: 5, result AR ", "@us-11th eliminated", NULL } },
  { "/madison/10.74/reduced-attacker-in-supply-stays-reduced", "1814", 7, US,
    { "us-11th williamsburg 1", "us-12th prescott", "gb-41st-det cornwall", "gb-8th french-mills", "gb-100th coteau-du-lac",
      "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%4 5|end",
      "~Dice 9, modifiers -4: 5, result AR ", "@us-11th williamsburg", "=us-11th 1", NULL } },
  /* 10.32 case 3: a defender with only reduced units in the first round
   * does not choose his lead unit: the lowest class leads.  The reduced
   * 49th (A) and Lincoln Militia (C) at Cornwall: the militia leads, the
   * 49th may not. */
  { "/madison/10.32/only-reduced-lowest-class-leads", "1814", 7, US,
    { "us-11th williamsburg", "gb-49th cornwall 1", "gb-lincoln-militia cornwall 1", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units williamsburg", "add us-11th", "go", "move us-11th cornwall", "(stand)", "end",
      "~Lead units 11th Infantry and Lincoln Militia", NULL } },
  /* 11.15: taking troops aboard costs 1 MP a stop, whatever their number:
   * Chauncey sails the General Pike (a frigate, two units) three legs to
   * Oswego, takes the 18th aboard (4 MP) and the 13th too, with the 2 MP
   * left to sail and land (11.32). */
  { "/madison/11.15/troops-aboard-one-mp-a-stop", "1813-1814", 4, US,
    { "us-chauncey sackets-harbour", "us-general-pike sackets-harbour", "us-18th oswego", "us-13th oswego", "card-33 hand-us",
      NULL },
    { "ops card-33", "leader us-chauncey", "add us-general-pike", "go", "move us-chauncey oswego",
      "move us-chauncey sackets-harbour", "move us-chauncey oswego", "embark us-18th us-general-pike",
      "embark us-13th us-general-pike", "move us-chauncey sodus", "land us-general-pike", "@us-18th sodus", "@us-13th sodus",
      NULL } },
  /* 11.15: landing troops costs the group 1 MP a stop, whatever the number
   * of ships that land there: Chauncey's General Pike and Madison take the
   * 18th and the 13th aboard (1 MP), sail four legs (5 MP) and both land at
   * Sodus with the sixth. */
  { "/madison/11.15/second-ship-lands-free", "1813-1814", 4, US,
    { "us-chauncey sackets-harbour", "us-general-pike sackets-harbour", "us-madison sackets-harbour", "us-18th sackets-harbour",
      "us-13th sackets-harbour", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-chauncey", "add us-general-pike", "add us-madison", "go", "embark us-18th us-general-pike",
      "embark us-13th us-madison", "move us-chauncey oswego", "move us-chauncey sackets-harbour", "move us-chauncey oswego",
      "move us-chauncey sodus", "land us-general-pike", "land us-madison", "@us-18th sodus", "@us-13th sodus", NULL } },
  /* 11.15 with 9.61: a ship sails into an enemy town left empty (Kingston),
   * not one where enemy land units stand, even too few to control it (the
   * Wyandot alone at York, 3): they would send her away at once. */
  { "/madison/11.15/no-sailing-into-enemy-units", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "gb-wyandot york", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "go", "?move us-oneida kingston", "!move us-oneida york", NULL } },
  /* 3.35: a leader moves a leader of lower or equal rank, not a senior:
   * Vincent (*) takes De Salaberry (*) along, not De Rottenburg (**). */
  { "/madison/3.35/leader-takes-an-equal-not-a-senior", "1813-1814", 4, GB,
    { "gb-vincent kingston", "gb-de-salaberry kingston", "gb-de-rottenburg kingston", "card-40 hand-gb", NULL },
    { "ops card-40", "leader gb-vincent", "!add gb-de-rottenburg", "add gb-de-salaberry", "go",
      "move gb-vincent gananoque", "@gb-de-salaberry gananoque", "@gb-de-rottenburg kingston", NULL } },
  /* 11.35: a lone schooner carries one unit of combat size 1 or 2: the
   * Beresford at York refuses the Lincoln Militia (3C) and takes the 41st
   * Detachment (2A). */
  { "/madison/11.35/schooner-refuses-a-3", "1814", 7, GB,
    { "gb-beresford york", "gb-lincoln-militia york", "gb-41st-det york", "card-33 hand-gb", "card-40 hand-us", NULL },
    { "ops card-33", "units york", "add gb-beresford", "add gb-lincoln-militia", "add gb-41st-det", "go",
      "!embark gb-lincoln-militia gb-beresford", "?embark gb-41st-det gb-beresford", NULL } },
  /* 11.35: a 3-factor unit goes aboard a schooner with three more beside
   * her: the four carry it together (the escort's own size test): the
   * 11th (3B) and four US schooners at Sackets Harbour. */
  { "/madison/11.35/four-schooners-carry-a-3", "1813-1814", 5, US,
    { "us-chauncey sackets-harbour", "us-conquest sackets-harbour", "us-scourge sackets-harbour", "us-julia sackets-harbour",
      "us-hamilton sackets-harbour", "us-11th sackets-harbour", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "leader us-chauncey", "add us-conquest", "add us-scourge", "add us-julia", "add us-hamilton", "go",
      "embark us-11th us-conquest",
      "~four schooners or sloops for one unit of any size (11.35)", NULL } },
  /* 11.35: a ship of the line carries three combat units: the St. Lawrence
   * at Kingston takes three units (Vincent, limit 5, moves her and four),
   * the fourth is refused. */
  { "/madison/11.35/ship-of-the-line-takes-three", "1814", 7, GB,
    { "gb-vincent kingston", "gb-st-lawrence kingston", "gb-8th kingston", "gb-49th kingston", "gb-41st-det kingston", "gb-lincoln-militia kingston",
      "card-33 hand-gb", "card-40 hand-us", NULL },
    { "ops card-33", "leader gb-vincent", "add gb-st-lawrence", "add gb-8th", "add gb-49th", "add gb-41st-det",
      "add gb-lincoln-militia", "go", "embark gb-8th gb-st-lawrence", "embark gb-49th gb-st-lawrence",
      "?embark gb-41st-det gb-st-lawrence", "embark gb-lincoln-militia gb-st-lawrence", "!embark gb-41st-det gb-st-lawrence",
      NULL } },
  /* 10.51: an EX becomes AR only one unit against one with both destroyed.
   * From French Mills across the St. Lawrence (-1, 2.23) on Cornwall; the
   * 1st Rifles and the 41st Detachment are one-step units (T40 is the case
   * where it applies: /madison/10.51/exchange-one-against-one). Two
   * attackers (5 against 2, 2:1 +1): the EX stands, both leads lost. */
  { "/madison/10.51/two-against-one-exchange-stands", "1814", 7, US,
    { "us-1st-rifles french-mills", "us-11th french-mills", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units french-mills", "add us-1st-rifles", "add us-11th", "go", "move us-1st-rifles cornwall", "(stand)",
      "move us-11th cornwall", "(stand)", "end", "%4 5|lead us-1st-rifles", "~Dice 9, modifiers +0: 9, result EX",
      "-exchange would destroy both", "~1st Rifles is eliminated (10.32)", "~41st Detachment is eliminated (10.32)",
      "@gb-41st-det -cornwall", NULL } },
  /* Two defenders (2 against 5, 1:3 -2; the 41st Detachment leads): the
   * EX stands. */
  { "/madison/10.51/one-against-two-exchange-stands", "1814", 7, US,
    { "us-1st-rifles french-mills", "gb-41st-det cornwall", "gb-lincoln-militia cornwall", "card-33 hand-us", "card-41 hand-gb",
      NULL },
    { "ops card-33", "units french-mills", "add us-1st-rifles", "go", "move us-1st-rifles cornwall", "(stand)",
      "%6 6|end", "~Dice 12, modifiers -3: 9, result EX", "-exchange would destroy both",
      "~1st Rifles is eliminated (10.32)", "~41st Detachment is eliminated (10.32)", "@us-1st-rifles -cornwall",
      "@gb-lincoln-militia cornwall", NULL } },
  /* A fresh two-step attacker: the 11th (3B) against the 41st Detachment
   * (2A): 1:1 0, lead B against A -1, crossing -1: 5 and 6 make 9, EX; the
   * 11th is reduced, not destroyed, so the EX stands. */
  { "/madison/10.51/fresh-two-step-attacker-exchange-stands", "1814", 7, US,
    { "us-11th french-mills", "gb-41st-det cornwall", "card-33 hand-us", "card-41 hand-gb", NULL },
    { "ops card-33", "units french-mills", "add us-11th", "go", "move us-11th cornwall", "(stand)", "%5 6|end",
      "~Dice 11, modifiers -2: 9, result EX", "-exchange would destroy both", "=us-11th 1", "~41st Detachment is eliminated (10.32)", NULL } },
};



/* Sections whose rule a row above drives as well as its own: the row again
 * under their number. */
static const struct { const char *path, *row; } aliases[] = {
  { "/madison/3.14/tecumseh-takes-one-detachment", "/madison/3.53/tecumseh-indians-and-one-detachment" },
  { "/madison/8.41/leader-takes-up-to-his-limit", "/madison/8.44/indians-with-tecumseh-beyond-the-limit" },
  { "/madison/8.62/two-units-attack-one-space", "/madison/10.63/defender-depleted-retreats" },
  { "/madison/11.12/no-end-with-troops-aboard", "/madison/11.34/no-end-with-troops-aboard" },
  { "/madison/13.22/us-supply-sources", "/madison/13.34/indians-do-not-cut-on-a-2-space" },
  { "/madison/13.31/line-of-supply", "/madison/13.34/indians-cut-on-a-1-space" },
  { "/madison/13.53/depot-gone-at-the-years-end", "/madison/13.56/depot-winters-four-more" },
};

/* ---- madison-b's mutation audit (session 11) ------------------------------
 * Rows for one-line mutations of the events, cards, sequence,
 * reinforcements, supply, special units and common files that no test
 * caught (docs/rules/madison.md, point 1, "Mutation audit (session 11):
 * events, cards, sequence ..."); the runner is t_run_row (test-madison-util.c). */
static const MadRow rows_b[] = {
  /* 4.14, 10.1: a space where both sides' units stand is controlled by
   * neither until the battle is fought: the 13th and 11th (7 factors)
   * marching into Quebec (6) beside the 8th do not end the game by 17.31;
   * the battle comes first.  (Mutation: control_of without its "both
   * present" line.) */
  { "/madison/4.14/both-sides-present-nobody-controls", "1813-1814", 4, US,
    { "us-wilkinson trois-rivieres", "us-13th trois-rivieres", "us-11th trois-rivieres", "gb-8th quebec", "card-33 hand-us",
      "card-40 hand-gb", NULL },
    { "ops card-33", "leader us-wilkinson", "add us-13th", "add us-11th", "go", "move us-wilkinson quebec",
      "-instant decisive victory", "?stand", NULL } },
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], t_run_row);
  for (guint a = 0; a < G_N_ELEMENTS (aliases); a++)
    {
      guint i = 0;

      while (i < G_N_ELEMENTS (rows) && strcmp (rows[i].path, aliases[a].row) != 0)
        i++;
      if (i == G_N_ELEMENTS (rows))
        g_error ("%s: no row %s", aliases[a].path, aliases[a].row);
      g_test_add_data_func (aliases[a].path, &rows[i], t_run_row);
    }
  for (guint i = 0; i < G_N_ELEMENTS (rows_b); i++)
    g_test_add_data_func (rows_b[i].path, &rows_b[i], t_run_row);
  return g_test_run ();
}
