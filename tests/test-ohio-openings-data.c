/* test-ohio-openings-data.c — the scripts and expected lines of
 * test-ohio-openings.c. Each expected line was written from the rulebook
 * (App. 2-4, the Living Rules errata, the rule named beside it), not from
 * the program. Positions are checked only where the rulebook fixes them or
 * the script put the piece there; pieces whose setup icons are lost
 * (source="reconstructed" in data/games/ohio/scenarios) are left out. */

static const char *const learning_1_script[] = {
  "set-up-example",                    /* App. 2, 20.1: the US's forts' stacks as the example has them */
  "set-up little-turtle turtle-town",   /* App. 2 "Place units in any one of the Miami villages" */
  "form st-clair",
  "add us-regular-infantry.2",
  "add us-regular-infantry.3",
  "add artillery.1",
  "march",
  "move dunlaps-station",
  "move great-miami-lower",
  "move hamilton",
  "move twin-creek",
  "stop",
  "garrison us-regular-infantry.1",
  "end-ops",
  "form blue-jacket",
  "add shawnee-warrior.1",
  "add shawnee-warrior.2",
  "march",
  "move caesars-creek",
  "stop",
  "end-ops",
  NULL
};
static const char *const learning_1_pieces[] = {
  "little-turtle",
  "miami-warrior.5",
  "st-clair",
  "us-regular-infantry.2",
  "artillery.1",
  "blue-jacket",
  "shawnee-warrior.1",
  NULL
};
static const char *const learning_1_expected[] = {
  "turn 3",                                    /* App. 2: FA/WI 1790, one turn not yet ended */
  "vp us 8/2 wc 10/2",                         /* App. 2: US 4 VP, WC 5 VP; nothing scored */
  "sap us 4 wc 5",                             /* App. 2: 4 and 5 APs; tier 1 has no Special Actions */
  "expedition 2",                              /* App. 2: St. Clair's advance, the Second Expedition (App. 3) */
  "nation delaware unused",                    /* App. 2: not in the learning scenario */
  "nation ottawa unused",                      /* App. 2: not in the learning scenario */
  "nation kickapoo unused",                    /* App. 2: not in the learning scenario */
  "nation potawatomi unused",                  /* App. 2: not in the learning scenario */
  "nation mingo unused",                       /* App. 2: not in the learning scenario */
  "nation seneca unused",                      /* App. 2: not in the learning scenario */
  "nation miami wc",                           /* App. 2: only Miami, Shawnee and neutral spaces */
  "nation shawnee wc",                         /* App. 2: only Miami, Shawnee and neutral spaces */
  "nation ojibwa unused",                      /* App. 2: not in the learning scenario */
  "nation wyandot unused",                     /* App. 2: not in the learning scenario */
  "little-turtle at turtle-town face 0",       /* set up there by the script (App. 2) */
  "miami-warrior.5 at turtle-town face 0",     /* App. 2: the Miami units set up together, in one village */
  "st-clair at twin-creek face 0",             /* moved there by the script (6.0) */
  "us-regular-infantry.2 at twin-creek face 0", /* moved there by the script (6.0), with St. Clair */
  "artillery.1 at twin-creek face 0",          /* moved there by the script (6.0), with St. Clair */
  "blue-jacket at caesars-creek face 0",       /* moved there by the script (6.0) */
  "shawnee-warrior.1 at caesars-creek face 0", /* moved there by the script (6.0), with Blue Jacket */
  NULL
};
static const char *const learning_2_script[] = {
  "set-up-example",                    /* App. 2, 20.1: the US's forts' stacks as the example has them */
  "set-up-example",                    /* App. 2: the WC takes the scenario's places */
  "pass",
  "pass",
  "form richard-butler",
  "add us-militia-cavalry.1",
  "march",
  "move twin-creek",
  "stop",
  "end-ops",
  "end-ops",
  NULL
};
static const char *const learning_2_pieces[] = {
  "richard-butler",
  "us-militia-cavalry.1",
  NULL
};
static const char *const learning_2_expected[] = {
  "turn 3",                                    /* App. 2: FA/WI 1790, one turn not yet ended */
  "vp us 8/2 wc 10/2",                         /* App. 2: US 4 VP, WC 5 VP; nothing scored */
  "sap us 4 wc 5",                             /* App. 2: 4 and 5 APs; both passed (5.0), none spent */
  "expedition 2",                              /* App. 2: St. Clair's advance, the Second Expedition (App. 3) */
  "nation delaware unused",                    /* App. 2: not in the learning scenario */
  "nation ottawa unused",                      /* App. 2: not in the learning scenario */
  "nation kickapoo unused",                    /* App. 2: not in the learning scenario */
  "nation potawatomi unused",                  /* App. 2: not in the learning scenario */
  "nation mingo unused",                       /* App. 2: not in the learning scenario */
  "nation seneca unused",                      /* App. 2: not in the learning scenario */
  "nation miami wc",                           /* App. 2: only Miami, Shawnee and neutral spaces */
  "nation shawnee wc",                         /* App. 2: only Miami, Shawnee and neutral spaces */
  "nation ojibwa unused",                      /* App. 2: not in the learning scenario */
  "nation wyandot unused",                     /* App. 2: not in the learning scenario */
  "richard-butler at twin-creek face 0",       /* moved there by the script (6.0) from Fort Greenville (LR, App. 2) */
  "us-militia-cavalry.1 at twin-creek face 0", /* moved there by the script (6.0); Butler's cavalry (LR) */
  NULL
};
static const char *const learning_3_script[] = {
  "set-up-example",                    /* App. 2, 20.1: the US's forts' stacks as the example has them */
  "set-up-example",                    /* App. 2: the WC takes the scenario's places */
  "pass",
  "pass",
  "end-ops",
  "end-ops",
  NULL
};
static const char *const learning_3_pieces[] = {
  "st-clair",
  NULL
};
static const char *const learning_3_expected[] = {
  "turn 3",                                    /* App. 2: FA/WI 1790, one turn not yet ended */
  "vp us 8/2 wc 10/2",                         /* App. 2: US 4 VP, WC 5 VP; nothing scored */
  "sap us 4 wc 5",                             /* App. 2: 4 and 5 APs; both passed (5.0), none spent */
  "expedition 2",                              /* App. 2: St. Clair's advance, the Second Expedition (App. 3) */
  "nation delaware unused",                    /* App. 2: not in the learning scenario */
  "nation ottawa unused",                      /* App. 2: not in the learning scenario */
  "nation kickapoo unused",                    /* App. 2: not in the learning scenario */
  "nation potawatomi unused",                  /* App. 2: not in the learning scenario */
  "nation mingo unused",                       /* App. 2: not in the learning scenario */
  "nation seneca unused",                      /* App. 2: not in the learning scenario */
  "nation miami wc",                           /* App. 2: only Miami, Shawnee and neutral spaces */
  "nation shawnee wc",                         /* App. 2: only Miami, Shawnee and neutral spaces */
  "nation ojibwa unused",                      /* App. 2: not in the learning scenario */
  "nation wyandot unused",                     /* App. 2: not in the learning scenario */
  "st-clair at fort-washington face 0",        /* App. 2: St. Clair marches out of Fort Washington; not moved */
  NULL
};
static const char *const harmar_script[] = {
  "set-up-example",                    /* App. 4: the WC takes the scenario's places */
  "set-up-example",                    /* App. 4: the US takes the scenario's places */
  "save",
  "pass",
  "pass",
  "form harmar",
  "add us-regular-infantry.4",
  "add us-regular-infantry.5",
  "add us-regular-infantry.6",
  "march",
  "move boonesborough",
  "move lexington",
  "stop",
  "form us-subordinate-leader.2",
  "add us-militia-infantry.7",
  "march",
  "move louisville",
  "stop",
  "end-ops",
  "end-ops",
  NULL
};
static const char *const harmar_pieces[] = {
  "harmar",
  "us-regular-infantry.4",
  "us-subordinate-leader.2",
  "us-militia-infantry.7",
  NULL
};
static const char *const harmar_expected[] = {
  "turn 1",                                    /* App. 4: Turn Box FA/WI 1789 */
  "vp us 0/2 wc 0/2",                          /* App. 4: VP Square #0 and #0 */
  "sap us 3 wc 5",                             /* App. 4: US 4, WC 5; the US saved one (5.9: subtract one SAP) */
  "expedition 1",                              /* App. 3: the First Expedition under Harmar */
  "nation delaware wc",                        /* App. 3: at start in the WC */
  "nation ottawa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation kickapoo nonaligned",                /* 19.0: neither WC nor treaty (App. 3) */
  "nation potawatomi nonaligned",              /* 19.0: neither WC nor treaty (App. 3) */
  "nation mingo wc",                           /* App. 3: at start in the WC */
  "nation seneca nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation miami wc",                           /* App. 3: at start in the WC */
  "nation shawnee wc",                         /* App. 3: at start in the WC */
  "nation ojibwa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation wyandot nonaligned",                 /* 19.0: neither WC nor treaty (App. 3) */
  "harmar at lexington face 0",                /* moved there by the script (6.0) */
  "us-regular-infantry.4 at lexington face 0", /* moved there by the script (6.0), with Harmar */
  "us-subordinate-leader.2 at louisville face 0", /* moved there by the script (6.0) */
  "us-militia-infantry.7 at louisville face 0", /* moved there by the script (6.0), with the leader */
  NULL
};
static const char *const wabash_script[] = {
  "set-up-example",                    /* App. 4: the WC takes the scenario's places */
  "set-up-example",                    /* App. 4: the US takes the scenario's places */
  "pass",
  "pass",
  "form st-clair",
  "add us-regular-infantry.5",
  "add us-regular-infantry.6",
  "march",
  "move harrodsburg",
  "move lexington",
  "stop",
  "end-ops",
  "form blue-jacket",
  "march",
  "move caesars-creek",
  "stop",
  "end-ops",
  NULL
};
static const char *const wabash_pieces[] = {
  "st-clair",
  "us-regular-infantry.5",
  "blue-jacket",
  NULL
};
static const char *const wabash_expected[] = {
  "turn 3",                                    /* App. 4: Turn Box FA/WI 1790 */
  "vp us 14/2 wc 18/2",                        /* App. 4: VP squares #7 and #9 */
  "sap us 5 wc 5",                             /* App. 4: US SA #5, WC SA #5; both passed (5.0) */
  "expedition 2",                              /* App. 3: the Second Expedition under St. Clair */
  "nation delaware wc",                        /* App. 3: at start in the WC */
  "nation ottawa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation kickapoo nonaligned",                /* 19.0: neither WC nor treaty (App. 3) */
  "nation potawatomi nonaligned",              /* 19.0: neither WC nor treaty (App. 3) */
  "nation mingo wc",                           /* App. 3: at start in the WC */
  "nation seneca wc",                          /* App. 3: at start in the WC */
  "nation miami wc",                           /* App. 3: at start in the WC */
  "nation shawnee wc",                         /* App. 3: at start in the WC */
  "nation ojibwa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation wyandot nonaligned",                 /* 19.0: neither WC nor treaty (App. 3) */
  "st-clair at lexington face 0",              /* moved there by the script (6.0) */
  "us-regular-infantry.5 at lexington face 0", /* moved there by the script (6.0), with St. Clair */
  "blue-jacket at caesars-creek face 0",       /* moved there by the script (6.0) */
  NULL
};
static const char *const legion_script[] = {
  "set-up-example",                    /* App. 4: the WC takes the scenario's places */
  "set-up-example",                    /* App. 4: the US takes the scenario's places */
  "pass",
  "pass",
  "form wayne",
  "add us-regular-infantry.6",
  "march",
  "move pittsburgh",
  "stop",
  "end-ops",
  "end-ops",
  NULL
};
static const char *const legion_pieces[] = {
  "wayne",
  "us-regular-infantry.6",
  "mingo-village.1",
  "mingo-village.2",
  "fort-miamis",
  NULL
};
static const char *const legion_expected[] = {
  "turn 6",                                    /* App. 4: Turn Box SP/SU 1792 */
  "vp us 26/2 wc 32/2",                        /* LR: US VP square 13, WC VP square 16 */
  "sap us 5 wc 4",                             /* App. 4: US SA #5, WC SA #4; both passed (5.0) */
  "expedition 3",                              /* App. 3: the Third Expedition under Wayne */
  "nation delaware wc",                        /* App. 3: at start in the WC */
  "nation ottawa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation kickapoo wc",                        /* App. 3: at start in the WC */
  "nation potawatomi nonaligned",              /* 19.0: neither WC nor treaty (App. 3) */
  "nation mingo withdrawn",                    /* App. 3: treaty, withdrawn at the first Nation Check (8.0), segment 2 of the reconstructed track */
  "nation seneca wc",                          /* App. 3: at start in the WC */
  "nation miami wc",                           /* App. 3: at start in the WC */
  "nation shawnee wc",                         /* App. 3: at start in the WC */
  "nation ojibwa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation wyandot wc",                         /* App. 3: at start in the WC */
  "wayne at pittsburgh face 0",                /* moved there by the script (6.0) */
  "us-regular-infantry.6 at pittsburgh face 0", /* moved there by the script (6.0), with Wayne */
  "mingo-village.1 at wc-eliminated face 0",   /* 8.0: a withdrawn nation's villages are removed */
  "mingo-village.2 at wc-eliminated face 0",   /* 8.0: a withdrawn nation's villages are removed */
  "fort-miamis at off face 0",                 /* App. 3: placed only at the start of SP/SU 1794 */
  NULL
};
static const char *const campaign_script[] = {
  "set-up-example",                    /* App. 4: the WC takes the scenario's places */
  "set-up-example",                    /* App. 4: the US takes the scenario's places */
  "pass",
  "pass",
  "form us-subordinate-leader.2",
  "add us-militia-infantry.7",
  "add us-militia-infantry.8",
  "march",
  "move bardstown",
  "move harrodsburg",
  "stop",
  "end-ops",
  "end-ops",
  NULL
};
static const char *const campaign_pieces[] = {
  "us-subordinate-leader.2",
  "us-militia-infantry.7",
  NULL
};
static const char *const campaign_expected[] = {
  "turn 1",                                    /* App. 4: Turn Box FA/WI 1789 (Harmar setup) */
  "vp us 0/2 wc 0/2",                          /* App. 4: VP Square #0 and #0 */
  "sap us 4 wc 5",                             /* App. 4: US SA #4, WC SA #5; both passed (5.0) */
  "expedition 1",                              /* App. 3: the campaign opens with the First Expedition */
  "nation delaware wc",                        /* App. 3: at start in the WC */
  "nation ottawa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation kickapoo nonaligned",                /* 19.0: neither WC nor treaty (App. 3) */
  "nation potawatomi nonaligned",              /* 19.0: neither WC nor treaty (App. 3) */
  "nation mingo wc",                           /* App. 3: at start in the WC */
  "nation seneca nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation miami wc",                           /* App. 3: at start in the WC */
  "nation shawnee wc",                         /* App. 3: at start in the WC */
  "nation ojibwa nonaligned",                  /* 19.0: neither WC nor treaty (App. 3) */
  "nation wyandot nonaligned",                 /* 19.0: neither WC nor treaty (App. 3) */
  "us-subordinate-leader.2 at harrodsburg face 0", /* moved there by the script (6.0) */
  "us-militia-infantry.7 at harrodsburg face 0", /* moved there by the script (6.0), with the leader */
  NULL
};
static const Opening openings[] = {
  { "learning-1", learning_1_script, learning_1_pieces, learning_1_expected },
  { "learning-2", learning_2_script, learning_2_pieces, learning_2_expected },
  { "learning-3", learning_3_script, learning_3_pieces, learning_3_expected },
  { "harmar", harmar_script, harmar_pieces, harmar_expected },
  { "wabash", wabash_script, wabash_pieces, wabash_expected },
  { "legion", legion_script, legion_pieces, legion_expected },
  { "campaign", campaign_script, campaign_pieces, campaign_expected },
};
