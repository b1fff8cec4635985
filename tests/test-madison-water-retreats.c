/* test-madison-water-retreats.c — Mr. Madison's War: where a retreat by
 * water may go (10.82), what a failed amphibious assault takes back by
 * water (11.53 with 10.82, 10.84, 11.35), the rounding of an out-of-supply
 * attacker's factors in the mandatory retreat's odds (9.51 with 13.4), and
 * what makes a lakeside town friendly for a landing (11.31, 11.51-11.52).
 * The sixth referee re-check's N1, N5, N6, N8
 * (docs/rules/referee/madison-2026-11-27-recheck6.md): each row fails under
 * the mutation or the old code named in its comment.  A row is a position
 * and a script of player actions and checks (MadRow, t_run_step:
 * test-madison-util.c). */
#include "test-madison-util.c"

#define US MAD_US
#define GB MAD_GB

/* The probe's position (N1): the US 18th with the Oneida at Ogdensburg,
 * beaten by the 49th from Prescott (5+5: a DR); British units hold every
 * other US town on Lake Ontario and French Mills, so no land retreat and no
 * friendly town of the lake is left. */
#define OGDENSBURG_BEATEN \
  "gb-49th prescott", "us-18th ogdensburg", "us-oneida ogdensburg", "gb-1-41st sackets-harbour", "gb-100th french-mills", \
  "gb-8th oswego", "gb-104th sodus", "gb-103rd genesee", "gb-13th ft-niagara", "card-33 hand-gb"
#define OGDENSBURG_ATTACK \
  "ops card-33", "units prescott", "add gb-49th", "go", "move gb-49th ogdensburg", "(stand)", "%5 5|end"

/* The 49th and the Royal George set out from Smiths Creek against the US
 * 1st Rifles in York (as /madison/10.82/attacker-by-water); dice of 1 and 1
 * repulse the 49th (AR-1). */
#define YORK_REPULSED_START "gb-49th smiths-creek", "gb-royal-george smiths-creek", "us-1st-rifles york", "card-33 hand-gb"
#define YORK_REPULSED \
  "ops card-33", "units smiths-creek", "add gb-49th", "add gb-royal-george", "go", "move gb-49th york", "(stand)", \
  "move gb-royal-george york", "%1 1|end", "~result AR-1", "(loss gb-49th)"

/* The US 18th, carried by the Oneida from Sackets Harbour, lands at York
 * against the York Militia (an amphibious attack, 11.51). */
#define YORK_LANDING \
  "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida", \
  "move us-oneida york", "land us-oneida", "(stand)"

static const MadRow rows[] = {
  /* 10.82, the defender: "any friendly lakeside town or a lakeside town
   * that they currently control".  Kingston (British, VP 4, 4.14) with the
   * 1-factor Mackinac detachment in it is neither: the 18th has no retreat
   * and surrenders (10.72).  (Old code: retreat_score's own-units clause
   * made it a retreat by water to Kingston, the probe of N1.) */
  { "/madison/10.82/defender-not-into-enemy-town-with-weak-own-unit", "1813-1814", 4, GB,
    { OGDENSBURG_BEATEN, "us-mackinac-det kingston", NULL },
    { OGDENSBURG_ATTACK, "~18th Regiment has no retreat route and surrenders (10.72)", "-retreats by water", "@us-18th removed",
      NULL } },
  /* The same with Kingston empty: an enemy town, never a destination by
   * water, and no flip for it (10.72's empty enemy space is for a land
   * retreat).  (Mutation: the water destination's test 'retreat_score ==
   * 3' -> '>= 1' at combat.c's best_retreats, or mad_friendly_town
   * replaced by 'retreat_score >= 1'.) */
  { "/madison/10.82/defender-not-into-empty-enemy-town", "1813-1814", 4, GB,
    { OGDENSBURG_BEATEN, NULL },
    { OGDENSBURG_ATTACK, "~18th Regiment has no retreat route and surrenders (10.72)", "-retreats by water", "@us-18th removed",
      NULL } },
  /* The other side: with the 21st (4 factors) in Kingston the US controls
   * it (4.14), and the 18th goes there by water with the Oneida. */
  { "/madison/10.82/defender-into-enemy-town-it-controls", "1813-1814", 4, GB,
    { OGDENSBURG_BEATEN, "us-21st kingston", NULL },
    { OGDENSBURG_ATTACK, "~The US force retreats by water from Ogdensburg to Kingston (10.82)", "@us-18th kingston",
      "@us-oneida kingston", NULL } },
  /* 10.82, the attacker (10.73's "Retreat by water"), one rule with the
   * defender's: Oswego (US, VP 2) with the British 10th RVB detachment (1
   * factor) is not British controlled, Sodus is empty and American: neither
   * is offered; Smiths Creek (the way back) and Kingston are.  (Old code:
   * Oswego offered, own units; mutation 'retreat_score == 3' -> '>= 1' at
   * attacker_retreats: Sodus offered.) */
  { "/madison/10.82/attacker-not-into-enemy-towns", "1813-1814", 4, GB,
    { YORK_REPULSED_START, "gb-10th-rvb-det oswego", NULL },
    { YORK_REPULSED, "?retreat smiths-creek", "?retreat kingston", "!retreat oswego", "!retreat sodus", NULL } },
  /* The other side: with the 8th (5 factors) in Oswego the British control
   * it (4.14): the 49th may go there by water. */
  { "/madison/10.82/attacker-into-enemy-town-it-controls", "1813-1814", 4, GB,
    { YORK_REPULSED_START, "gb-8th oswego", NULL },
    { YORK_REPULSED, "?retreat oswego", "!retreat sodus", "retreat oswego",
      "~The British force retreats by water from York to Oswego (10.82)", "@gb-49th oswego", "@gb-royal-george oswego", NULL } },

  /* 11.53 with 10.82 and 11.52: the Oneida lands the 18th at York and sails
   * on to Sackets Harbour; dice 2+3 with the amphibious -1 are an AR.  With
   * no ship left at York the 18th cannot go back by water: it surrenders.
   * (Old code: "The failed assault goes back by water", the 18th at a
   * friendly town with no ship to carry it, the probe of N8.) */
  { "/madison/11.53/no-ship-left-surrenders", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "gb-york-militia york", "card-33 hand-us", NULL },
    { YORK_LANDING, "move us-oneida sackets-harbour", "%2 3|end", "~result AR ",
      "~18th Regiment has no ship left to carry it back and surrenders (11.53)", "-goes back by water", "@us-18th removed",
      "@us-oneida sackets-harbour", NULL } },
  /* The other side: the Oneida waits at York and carries the 18th back to
   * the town the US player names. */
  { "/madison/11.53/ship-left-carries-back", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "gb-york-militia york", "card-33 hand-us", NULL },
    { YORK_LANDING, "%2 3|end", "~result AR ", "retreat oswego", "~The failed assault goes back by water to Oswego (11.53)",
      "@us-18th oswego", "@us-oneida oswego", NULL } },
  /* 11.35 and 10.84: the Oneida (a brig: one unit of any size) carries the
   * 18th (4 factors), the Growler (a schooner: one unit of 1-2 factors) the
   * 1st Rifles (2); both land at York.  The Oneida sails back to Sackets
   * Harbour and the assault is repulsed: the Growler has room for the
   * Rifles only; the 18th finds no room aboard and surrenders.  (Old code:
   * both went back.) */
  { "/madison/11.53/room-for-one-of-two", "1813-1814", 4, US,
    { "us-dearborn sackets-harbour", "us-oneida sackets-harbour", "us-growler sackets-harbour", "us-18th sackets-harbour",
      "us-1st-rifles sackets-harbour", "gb-york-militia york", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-dearborn", "add us-oneida", "add us-growler", "add us-18th", "add us-1st-rifles", "go",
      "embark us-18th us-oneida", "embark us-1st-rifles us-growler", "move us-oneida york", "move us-growler york",
      "land us-oneida", "(stand)", "land us-growler", "(stand)", "move us-oneida sackets-harbour", "%1 2|end",
      "~result AR ", "retreat oswego", "~18th Regiment finds no room aboard and surrenders (10.84)", "@us-18th removed",
      "~The failed assault goes back by water to Oswego (11.53)", "@us-1st-rifles oswego", "@us-growler oswego",
      "@us-oneida sackets-harbour", NULL } },

  /* 11.53 with 11.35 and 10.73, an assault by land and by water together
   * (the seventh re-check's BLOCKING 1): Dearborn leads the 17th (3
   * factors) in the Oneida and the 21st (4) on foot from Smiths Creek into
   * York; dice 2+3 are an AR.  Only the 17th, carried, takes the brig's one
   * place (11.35) and goes back by water with her to Oswego; the 21st and
   * Dearborn, who came by land, fall back to Smiths Creek as in any battle
   * (10.73) -- the reading of 11.53 in docs/rules/madison.md.  (Mutation:
   * mad_water_retreat's 'mad_water_room (..., TRUE, ...)' -> 'FALSE': the
   * 21st takes the place and the 17th "finds no room aboard".) */
  { "/madison/11.53/land-and-water-assault-split", "1813-1814", 4, US,
    { "us-dearborn smiths-creek", "us-17th smiths-creek", "us-21st smiths-creek", "us-oneida smiths-creek",
      "gb-york-militia york", "gb-49th york", "gb-8th york", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-dearborn", "add us-17th", "add us-21st", "add us-oneida", "go", "embark us-17th us-oneida",
      "move us-dearborn york", "(stand)", "move us-oneida york", "land us-oneida", "(stand)", "%2 3|end", "~result AR-2",
      "retreat oswego", "-finds no room", "~The failed assault goes back by water to Oswego (11.53)", "@us-17th oswego",
      "@us-oneida oswego", "@us-21st smiths-creek", "@us-dearborn smiths-creek", NULL } },

  /* 11.53 with 10.82, 12.42 and 10.9, the seventh re-check's m-b: only a
   * damaged ship left in the attacked town.  Chauncey sails from Sackets
   * Harbour with the Oneida, carrying the 18th and Dearborn, and the
   * damaged Growler; the Oneida lands them at York (11.52), Chauncey drops
   * the Growler there (8.5) and takes the Oneida home.  Dice 2+3 are an
   * AR.  A damaged vessel may not carry troops (12.42: no lake transport),
   * so nobody has a ship "able to carry them" (10.82): the 18th surrenders
   * (10.84) and Dearborn, with no retreat route, is captured (10.9); the
   * Growler alone goes back.  (Mutation: mad_water_retreat's leader test
   * 'room < 0' -> 'room < -1': Dearborn sails off in the damaged Growler.) */
  { "/madison/11.53/only-damaged-ship-left-leader-captured", "1813-1814", 4, US,
    { "us-chauncey sackets-harbour", "us-oneida sackets-harbour", "us-growler sackets-harbour 1",
      "us-dearborn sackets-harbour", "us-18th sackets-harbour", "gb-york-militia york", "card-33 hand-us", NULL },
    { "ops card-33", "leader us-chauncey", "add us-oneida", "add us-growler", "go", "embark us-18th us-oneida",
      "embark us-dearborn us-oneida", "move us-chauncey york", "land us-oneida", "(stand)", "drop us-growler",
      "move us-chauncey sackets-harbour", "@us-growler york", "=us-growler 1", "%2 3|end", "~result AR ", "retreat oswego",
      "~18th Regiment finds no room aboard and surrenders (10.84)", "~Dearborn is captured (10.9)", "@us-18th removed",
      "@us-dearborn removed", "~The failed assault goes back by water to Oswego (11.53)", "@us-growler oswego",
      "@us-oneida sackets-harbour", NULL } },

  /* 9.51 with 13.4 (A38): out of supply, the attacker's factors are halved,
   * rounded up, before the 9:1 test.  The US 21st in Kingston and the Oneida
   * on Lake Ontario cut the British at Smiths Creek off (the 10.73 example);
   * Prevost leads 17 factors from there into York, held by the 1-factor
   * Mackinac detachment: 9 against 1, a mandatory retreat.  (Mutation:
   * combat.c's '(att + 1) / 2' -> 'att / 2': 8 against 1, none.) */
  { "/madison/9.51/out-of-supply-seventeen-rounds-up", "1813-1814", 4, GB,
    { "us-21st kingston", "us-oneida lake-ontario", "us-mackinac-det york", "gb-prevost smiths-creek", "gb-8th smiths-creek",
      "gb-1-41st smiths-creek", "gb-103rd smiths-creek", "gb-100th smiths-creek", "card-33 hand-gb", NULL },
    { "ops card-33", "leader gb-prevost", "add gb-8th", "add gb-1-41st", "add gb-103rd", "add gb-100th", "go",
      "move gb-prevost york", "~9 against 1: 9 to 1, the enemy in York must retreat before combat (9.51)", NULL } },
  /* The other side: 15 factors out of supply are 8 (7.5 rounded up), short
   * of 9 against 1: the defender chooses (9.41). */
  { "/madison/9.51/out-of-supply-fifteen-short", "1813-1814", 4, GB,
    { "us-21st kingston", "us-oneida lake-ontario", "us-mackinac-det york", "gb-prevost smiths-creek", "gb-8th smiths-creek",
      "gb-1-41st smiths-creek", "gb-103rd smiths-creek", "card-33 hand-gb", NULL },
    { "ops card-33", "leader gb-prevost", "add gb-8th", "add gb-1-41st", "add gb-103rd", "go", "move gb-prevost york",
      "-must retreat before combat", "?stand", NULL } },

  /* 11.31, 11.51-11.52: a town of the side's own territory that the enemy
   * controls is not friendly: troops landed at Oswego (US, VP 2), held by
   * the British 8th (5 factors), make an amphibious attack at 2 MP, with
   * the -1 of 11.55.  (Mutation: mad_friendly_town's '&& mad_control !=
   * 1 - side' dropped: a 1-MP landing, no amphibious attack.) */
  { "/madison/11.51/own-town-held-by-enemy-is-amphibious", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "gb-8th oswego", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida",
      "move us-oneida oswego", "land us-oneida", "~Oneida lands her troops at Oswego in an amphibious attack (2 MP)", "(stand)",
      "%3 4|end", "~Amphibious attack: -1 (11.55)", NULL } },
  /* The other side: Oswego free, a lake transport at 1 MP, no battle. */
  { "/madison/11.51/own-town-free-is-transport", "1813-1814", 4, US,
    { "us-oneida sackets-harbour", "us-18th sackets-harbour", "card-33 hand-us", NULL },
    { "ops card-33", "units sackets-harbour", "add us-oneida", "add us-18th", "go", "embark us-18th us-oneida",
      "move us-oneida oswego", "land us-oneida", "~Oneida lands her troops at Oswego (1 MP)", "-amphibious", "@us-18th oswego",
      NULL } },
};

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    g_test_add_data_func (rows[i].path, &rows[i], t_run_row);
  return g_test_run ();
}
