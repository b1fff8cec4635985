/* test-ohio-openings-data.c — the scripts and expected lines of
 * test-ohio-openings.c (OHIO_RECORD=1 prints the lines). */

static const char *const learning_1_script[] = {
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
  "st-clair",
  "us-regular-infantry.2",
  "artillery.1",
  "us-regular-infantry.1",
  "blue-jacket",
  "shawnee-warrior.1",
  "shawnee-warrior.3",
  NULL
};
static const char *const learning_1_expected[] = {
  "turn 3",
  "segment 5",
  "decision us 5",
  "vp us 8/2 wc 10/2",
  "sap us 4 wc 5",
  "expedition 2",
  "nation delaware 6",
  "nation ottawa 6",
  "nation kickapoo 6",
  "nation potawatomi 6",
  "nation mingo 6",
  "nation seneca 6",
  "nation miami 1",
  "nation shawnee 1",
  "nation ojibwa 6",
  "nation wyandot 6",
  "st-clair at twin-creek face 0",
  "us-regular-infantry.2 at twin-creek face 0",
  "artillery.1 at twin-creek face 0",
  "us-regular-infantry.1 at greenville face 0",
  "blue-jacket at caesars-creek face 0",
  "shawnee-warrior.1 at caesars-creek face 0",
  "shawnee-warrior.3 at chalakatha face 0",
  NULL
};
static const char *const learning_2_script[] = {
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
  "us-regular-infantry.1",
  "little-turtle",
  NULL
};
static const char *const learning_2_expected[] = {
  "turn 3",
  "segment 4",
  "decision us 1",
  "vp us 8/2 wc 10/2",
  "sap us 4 wc 5",
  "expedition 2",
  "nation delaware 6",
  "nation ottawa 6",
  "nation kickapoo 6",
  "nation potawatomi 6",
  "nation mingo 6",
  "nation seneca 6",
  "nation miami 1",
  "nation shawnee 1",
  "nation ojibwa 6",
  "nation wyandot 6",
  "richard-butler at twin-creek face 0",
  "us-militia-cavalry.1 at twin-creek face 0",
  "us-regular-infantry.1 at greenville face 0",
  "little-turtle at mississinewa face 0",
  NULL
};
static const char *const learning_3_script[] = {
  "pass",
  "pass",
  "end-ops",
  "end-ops",
  NULL
};
static const char *const learning_3_pieces[] = {
  "st-clair",
  "little-turtle",
  "scout.1",
  NULL
};
static const char *const learning_3_expected[] = {
  "turn 3",
  "segment 4",
  "decision us 1",
  "vp us 8/2 wc 10/2",
  "sap us 4 wc 5",
  "expedition 2",
  "nation delaware 6",
  "nation ottawa 6",
  "nation kickapoo 6",
  "nation potawatomi 6",
  "nation mingo 6",
  "nation seneca 6",
  "nation miami 1",
  "nation shawnee 1",
  "nation ojibwa 6",
  "nation wyandot 6",
  "st-clair at fort-washington face 0",
  "little-turtle at mississinewa face 0",
  "scout.1 at recruitment-cup face 0",
  NULL
};
static const char *const harmar_script[] = {
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
  "us-militia-infantry.8",
  "little-turtle",
  NULL
};
static const char *const harmar_expected[] = {
  "turn 1",
  "segment 4",
  "decision us 1",
  "vp us 0/2 wc 0/2",
  "sap us 3 wc 5",
  "expedition 1",
  "nation delaware 1",
  "nation ottawa 0",
  "nation kickapoo 0",
  "nation potawatomi 0",
  "nation mingo 1",
  "nation seneca 0",
  "nation miami 1",
  "nation shawnee 1",
  "nation ojibwa 0",
  "nation wyandot 0",
  "harmar at lexington face 0",
  "us-regular-infantry.4 at lexington face 0",
  "us-subordinate-leader.2 at louisville face 0",
  "us-militia-infantry.7 at louisville face 0",
  "us-militia-infantry.8 at entry-us-salt-river face 0",
  "little-turtle at kekionga face 0",
  NULL
};
static const char *const wabash_script[] = {
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
  "richard-butler",
  "blue-jacket",
  "fort-steuben",
  NULL
};
static const char *const wabash_expected[] = {
  "turn 3",
  "segment 4",
  "decision us 1",
  "vp us 14/2 wc 18/2",
  "sap us 5 wc 5",
  "expedition 2",
  "nation delaware 1",
  "nation ottawa 0",
  "nation kickapoo 0",
  "nation potawatomi 0",
  "nation mingo 1",
  "nation seneca 1",
  "nation miami 1",
  "nation shawnee 1",
  "nation ojibwa 0",
  "nation wyandot 0",
  "st-clair at lexington face 0",
  "us-regular-infantry.5 at lexington face 0",
  "richard-butler at entry-us-wilderness-road face 0",
  "blue-jacket at caesars-creek face 0",
  "fort-steuben at east-fork face 0",
  NULL
};
static const char *const legion_script[] = {
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
  "treaty-marker.1",
  "fort-miamis",
  NULL
};
static const char *const legion_expected[] = {
  "turn 6",
  "segment 4",
  "decision us 1",
  "vp us 26/2 wc 32/2",
  "sap us 5 wc 4",
  "expedition 3",
  "nation delaware 1",
  "nation ottawa 0",
  "nation kickapoo 1",
  "nation potawatomi 0",
  "nation mingo 4",
  "nation seneca 1",
  "nation miami 1",
  "nation shawnee 1",
  "nation ojibwa 0",
  "nation wyandot 1",
  "wayne at pittsburgh face 0",
  "us-regular-infantry.6 at pittsburgh face 0",
  "mingo-village.1 at wc-eliminated face 0",
  "mingo-village.2 at wc-eliminated face 0",
  "treaty-marker.1 at stillwater face 0",
  "fort-miamis at off face 0",
  NULL
};
static const char *const campaign_script[] = {
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
  "us-militia-infantry.9",
  "harmar",
  NULL
};
static const char *const campaign_expected[] = {
  "turn 1",
  "segment 4",
  "decision us 1",
  "vp us 0/2 wc 0/2",
  "sap us 4 wc 5",
  "expedition 1",
  "nation delaware 1",
  "nation ottawa 0",
  "nation kickapoo 0",
  "nation potawatomi 0",
  "nation mingo 1",
  "nation seneca 0",
  "nation miami 1",
  "nation shawnee 1",
  "nation ojibwa 0",
  "nation wyandot 0",
  "us-subordinate-leader.2 at harrodsburg face 0",
  "us-militia-infantry.7 at harrodsburg face 0",
  "us-militia-infantry.9 at entry-us-salt-river face 0",
  "harmar at entry-us-wilderness-road face 0",
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
