/* test-madison-events.c — Mr. Madison's War: cards played as events
 * (8.31-1), one table row a kind of event: a position, the card played,
 * the position after; and the same position without what the card needs,
 * where the event is not offered.  Then the events that follow a battle
 * (DEATH OF BROCK 3.41, TECUMSEH FALLS), #9 BROCK AND TECUMSEH in combat
 * (3.51), an Event Card Fort in combat (2.74) and a destroyed town in the
 * VP and winter quarters (4.13, 13.57). */
#include "test-madison-util.c"

typedef struct {
  const char *path;
  const char *scenario;
  int turn, side;
  gboolean winter;
  const char *card;
  const char *position[6];   /* "piece where [face]" */
  const char *lacking[6];    /* the position without what the card needs */
  const char *then[4];       /* actions after the event; "?x": only if legal */
  const char *after[6];      /* "piece where [face]" */
  const char *refused[2];    /* actions not legal after the event */
  const char *narrates;
  int vp_change;             /* for `side`; INT_MIN: not checked */
} EventCase;

static const EventCase cases[] = {
  { "/madison/3.64/grand-river-indians", "1813-1814", 4, MAD_GB, FALSE, "card-56",
    { NULL }, { "us-13th grand-river", "us-14th burlington", NULL },
    { NULL }, { "gb-mohawk grand-river", NULL }, { NULL }, "Mohawk comes onto the map at Grand River (3.64)", 0 },
  { "/madison/3.64/grand-river-indians-enemy-held", "1813-1814", 4, MAD_GB, FALSE, "card-56",
    { "us-13th grand-river", NULL }, { "us-13th grand-river", "us-14th burlington", NULL },
    { NULL }, { "gb-mohawk burlington", NULL }, { NULL }, "at Burlington", 0 },
  { "/madison/2.74/fort-meigs", "1813-1814", 4, MAD_US, FALSE, "card-43",
    { "us-17th maumee-rapids", NULL }, { "us-17th ft-findlay", NULL },
    { NULL }, { "us-fort-meigs maumee-rapids", NULL }, { NULL }, "winter quartering +4 (2.74)", 0 },
  /* WESTERN INDIANS RALLY: at Ft. St. Joseph or Ft. Mackinac, the player
   * naming the second, a US town worth 1 that Indians alone control (4.13,
   * 4.15): 1 VP */
  { "/madison/8.31/event-place-eliminated", "1813-1814", 4, MAD_GB, FALSE, "card-88",
    { "gb-western-indians eliminated", NULL }, { "gb-western-indians ft-malden", NULL },
    { "choose ft-mackinac", NULL }, { "gb-western-indians ft-mackinac", NULL }, { NULL }, "reconstructed", 1 },
  { "/madison/8.31/event-restore-two", "1813-1814", 4, MAD_US, FALSE, "card-22",
    { "us-13th sackets-harbour 1", "us-14th sackets-harbour 1", "us-4th sackets-harbour 1", NULL },
    { "us-13th sackets-harbour", NULL },
    { "flip us-13th", "flip us-14th", NULL }, { "us-13th sackets-harbour 0", "us-14th sackets-harbour 0", "us-4th sackets-harbour 1", NULL },
    { "flip us-4th", NULL }, "restores up to 2 units", 0 },
  { "/madison/4.13/burning-of-newark", "1813-1814", 6, MAD_US, TRUE, "card-47",
    { "us-13th ft-george", NULL }, { "us-13th queenston", NULL },
    { NULL }, { "destroyed-town ft-george", NULL }, { NULL }, "Ft. George is destroyed", -2 },
  { "/madison/15.32/capture-of-york", "1813-1814", 4, MAD_US, FALSE, "card-37",
    { "us-13th york", NULL }, { "us-17th york 1", NULL },
    { NULL }, { NULL }, { NULL }, "The naval base at York is destroyed for good (15.32)", 1 },
  { "/madison/8.31/event-sink", "1813-1814", 4, MAD_GB, FALSE, "card-62",
    { "us-scourge sackets-harbour", "us-hamilton lake-ontario", NULL }, { NULL },
    /* the Hamilton held the lake's box: the US loses its 2 VP (4.16) */
    { NULL }, { "us-scourge removed", "us-hamilton removed", NULL }, { NULL }, "is removed from the game", 2 },
  /* BOARDING PARTY: a US unit at Buffalo takes a British ship at Ft. Erie;
   * not with the British ship in the Lake Erie box (they control the lake). */
  { "/madison/8.31/event-boarding-party", "1813-1814", 4, MAD_US, FALSE, "card-28",
    { "us-13th buffalo", "gb-caledonia ft-erie", NULL }, { "us-13th buffalo", "gb-caledonia lake-erie", NULL },
    { NULL }, { "gb-caledonia removed", NULL }, { NULL }, "Caledonia is removed from the game", 0 },
  { "/madison/8.31/event-reduce-indian-raids", "1813-1814", 4, MAD_GB, FALSE, "card-65",
    { "us-13th oxford", "us-14th burlington", "gb-wyandot grand-river", NULL },
    { "us-13th oxford", "us-17th oxford", "gb-wyandot grand-river", NULL },
    { NULL }, { "us-13th oxford 1", "us-14th burlington 0", NULL }, { NULL }, "is reduced (8.31)", 0 },
  { "/madison/8.31/event-discard", "1813-1814", 4, MAD_GB, FALSE, "card-103",
    { "card-33 hand-us", NULL }, { NULL },
    { NULL }, { "card-33 discard", NULL }, { NULL }, "discards", 1 },
  { "/madison/8.31/event-war-weariness", "1813-1814", 4, MAD_GB, FALSE, "card-107",
    { NULL }, { "us-13th york", "us-14th york", NULL },
    { NULL }, { NULL }, { NULL }, "scores 1 VP", 1 },
  { "/madison/8.31/event-surrender-mackinac", "entire-war", 2, MAD_GB, FALSE, "card-5",
    { "gb-10th-rvb-det ft-st-joseph", "us-mackinac-det ft-mackinac", NULL }, { "us-mackinac-det ft-mackinac", NULL },
    /* the British now hold a US town worth 1 (4.13) */
    { NULL }, { "us-mackinac-det eliminated", "gb-10th-rvb-det ft-mackinac", NULL }, { NULL }, "surrenders", 1 },
  /* BEAVER DAMS: a force of no more than 6 combat factors; 7 is too many. */
  { "/madison/8.31/event-surrender-six-factors", "1813-1814", 4, MAD_GB, FALSE, "card-41",
    { "us-13th queenston", "us-14th queenston 1", "gb-wyandot ft-george", NULL },
    { "us-13th queenston", "us-17th queenston", "gb-wyandot ft-george", NULL },
    /* the US no longer holds Queenston, worth 1 (4.13) */
    { NULL }, { "us-13th eliminated", "us-14th eliminated", NULL }, { NULL }, "surrenders at Queenston", 1 },
  /* MILITIA MUSTERED: from the counter mix (every militia is off the map
   * here) to the one of its spaces the enemy does not hold, without a
   * question; the US names which militia (New York or Pennsylvania) */
  { "/madison/8.31/event-place-from-counter-mix", "1813-1814", 4, MAD_US, FALSE, "card-23",
    { "gb-8th albany", "gb-89th pittsburgh", NULL }, { "gb-8th albany", "gb-13th buffalo", "gb-89th pittsburgh", NULL },
    { "take us-ny-militia", NULL }, { "us-ny-militia buffalo", NULL }, { NULL }, "comes onto the map at Buffalo", 0 },
};

static void
set_up (T *t, const EventCase *e, const char *const *position)
{
  t_set_event_position (t, e->turn, e->side, e->card, position);
  if (e->winter)
    t_at_winter_event_step (t);
}

static void
test_event_case (gconstpointer data)
{
  const EventCase *e = data;
  g_autofree char *play = g_strdup_printf ("event %s", e->card);
  T *t = t_new (e->scenario);
  int before;

  /* Without what the card needs, the event is not offered. */
  set_up (t, e, e->lacking);
  if (e->lacking[0] || strcmp (e->card, "card-103") != 0)
    g_assert_false (t_can (t, play));

  set_up (t, e, e->position);
  before = t_vp (t);
  g_assert_true (t_can (t, play));
  t_keep_story_on (t);
  t_do (t, play);
  for (int i = 0; i < 4 && e->then[i]; i++)
    if (e->then[i][0] != '?' || t_can (t, e->then[i] + 1))
      t_do (t, e->then[i] + (e->then[i][0] == '?'));
  for (int i = 0; i < 2 && e->refused[i]; i++)
    g_assert_false (t_can (t, e->refused[i]));
  t_assert_narrates (t, e->narrates);
  for (int i = 0; i < 6 && e->after[i]; i++)
    {
      g_auto(GStrv) w = g_strsplit (e->after[i], " ", -1);

      t_assert_at (t, w[0], w[1]);
      if (w[2])
        g_assert_cmpint (t_face (t, w[0]), ==, atoi (w[2]));
    }
  if (g_getenv ("T_STORY"))
    g_printerr ("%s", t->story->str);
  if (e->vp_change != INT_MIN)
    g_assert_cmpint ((t_vp (t) - before) * (e->side == MAD_US ? 1 : -1), ==, e->vp_change);
  t_free (t);
}

/* Card 103's `lacking` is empty: the blockade always has its VP; its
 * discard needs a US card, which the test checks in its position. */

/* 3.41: DEATH OF BROCK after a battle Brock commanded flips him to Roger
 * Sheaffe; before that battle it is not offered. */
static void
test_death_of_brock (void)
{
  T *t = t_brock_attacks_queenston (0);
  const MadData *d = t->self->d;
  int brock = t_piece (t, "gb-brock");

  while (t->st->pending.side != MAD_US || t->st->pending.kind != D_PLAY)
    {
      g_assert_false (t->st->pending.kind == D_PLAY && t_can (t, "event card-7"));
      t_do_first_while (t, t->st->pending.kind, NULL);
    }
  if (g_getenv ("T_STORY"))
    g_printerr ("%s", t->story->str);
  g_assert_true (MAD_BIT (t_x (t)->commanded, brock));
  t_keep_story_on (t);
  t_do (t, "event card-7");
  t_assert_narrates (t, "Brock is killed: Sheaffe takes his place (3.41)");
  g_assert_cmpint (t_face (t, "gb-brock"), ==, 1);
  /* Sheaffe's values are the counter's other side. */
  g_assert_cmpint (d->pieces[brock].command[1], ==, 2);
  t_free (t);
}

/* The same card in a position where Brock has not fought: not offered. */
static void
test_death_of_brock_needs_battle (void)
{
  T *t = t_new ("entire-war");

  t_position (t, 2, MAD_US, (const char *[]) { "gb-brock ft-george", "gb-1-41st ft-george", NULL });
  bh_state_move_piece (t->st, t_piece (t, "card-7"), t_loc (t, "hand-us"));
  g_assert_false (t_can (t, "event card-7"));
  t_free (t);
}

/* 3.51: with #9 BROCK AND TECUMSEH played, Tecumseh defending beside
 * Proctor with an Indian unit adds his rating to Proctor's; without the
 * card only Proctor's counts; with it but no Indian unit (the 41st
 * Detachment instead), nor does his (3.52). */
static void
test_brock_and_tecumseh (void)
{
  for (int k = 0; k < 3; k++)
    {
      T *t = t_new ("1813-1814");
      gboolean with = k > 0;
      g_autofree char *bonus = t_brock_and_tecumseh_bonus (t);

      t_position (t, 4, MAD_GB, (const char *[]) { k == 2 ? "gb-41st-det sandwich" : "gb-wyandot sandwich", "gb-tecumseh sandwich",
                                                    "gb-proctor sandwich", "us-13th detroit", "card-34 hand-us", NULL });
      if (with)
        t_play_brock_and_tecumseh (t);
      g_assert_cmpint (mad_tecumseh_card (&t->c), ==, with);
      t_play_at (t, 4, MAD_US);
      t_us_13th_attacks_sandwich (t);
      g_assert_cmpint (t_narrated (t, bonus), ==, k == 1);
      t_assert_narrates (t, "Defending commander Proctor");
      t_free (t);
    }
}

/* 3.51, 3.35: Tecumseh is subordinate to every British leader, one of his
 * own rank and modifier too, whichever comes first in the counter mix: De
 * Salaberry (* 1+1, after Tecumseh in the data) commands the defence of
 * Sandwich with the Wyandot and gives his -1; Tecumseh's rating does not
 * count (no BROCK AND TECUMSEH).  Alone with the Indians, Tecumseh
 * commands and gives his own. */
static void
test_tecumseh_subordinate (void)
{
  static const struct { const char *leader, *told; } commands[] = {
    { "gb-de-salaberry", "Defending commander De Salaberry: -1 (10.42)" },
    { NULL, "Defending commander Tecumseh: -1 (10.42)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (commands); i++)
    {
      T *t = t_new ("1813-1814");

      t_position (t, 4, MAD_US, (const char *[]) { "gb-wyandot sandwich", "gb-tecumseh sandwich", "us-13th detroit", NULL });
      if (commands[i].leader)
        t_put (t, commands[i].leader, "sandwich", 0);
      t_us_13th_attacks_sandwich (t);
      t_assert_narrates (t, commands[i].told);
      g_assert_false (t_narrated (t, "Brock and Tecumseh"));
      t_free (t);
    }
}

/* 4.13, 15.32, 13.57, 16.26: BURNING OF BUFFALO makes Buffalo a 0 space
 * and destroys its naval base; the US unit there is lost in the winter's
 * attrition, unless a supply depot stands there (winter quartering 4). */
static void
test_destroyed_town_winter (void)
{
  for (int depot = 0; depot < 2; depot++)
    {
      T *t = t_new ("1813-1814");
      int buffalo = t_loc (t, "buffalo");

      t_position (t, 6, MAD_GB, (const char *[]) { "gb-1-41st ft-niagara", "us-13th buffalo", NULL });
      t_at_winter_event_step (t);
      if (depot)
        t_put (t, "us-depot", "buffalo", 0);
      bh_state_move_piece (t->st, t_piece (t, "card-49"), t_loc (t, "hand-gb"));
      g_assert_cmpint (mad_space_value (&t->c, buffalo), ==, t->self->d->spaces[buffalo].vp);
      t_keep_story_on (t);
      t_do (t, "event card-49");
      t_assert_narrates (t, "Buffalo is destroyed: a 0 VP space for the rest of the game (4.13)");
      t_assert_narrates (t, "The naval base at Buffalo is destroyed for good (15.32)");
      g_assert_cmpint (mad_space_value (&t->c, buffalo), ==, 0);
      g_assert_true (mad_event_base_ok (&t->c, buffalo) == FALSE);
      while (t->st->turn == 6 && t->st->result == BH_RESULT_ONGOING)
        t_do_first_while (t, t->st->pending.kind, NULL);
      if (depot)
        t_assert_at (t, "us-13th", "buffalo");
      else
        {
          t_assert_at (t, "us-13th", "eliminated");
          t_assert_narrates (t, "13th Infantry is eliminated (16.26)");
        }
      t_free (t);
    }
}

/* Events that work until the end of the turn (reconstructed): the British
 * play one, then the US player tries what it forbids; in the same position
 * without the card the US may. */
typedef struct {
  const char *path;
  const char *card;
  const char *position[4];
  const char *us[5];         /* the US player's actions up to the probe */
  const char *probe;
} InForceCase;

static const InForceCase in_force_cases[] = {
  { "/madison/8.31/event-armistice", "card-21", { "us-13th isle-aux-noix", "gb-8th st-jean", NULL },
    { "ops card-34", "units isle-aux-noix", "add us-13th", "go", NULL }, "move us-13th st-jean" },
  { "/madison/8.31/event-federalist-opposition", "card-12", { "us-ny-militia lewiston", NULL },
    { "ops card-34", "units lewiston", "add us-ny-militia", "go", NULL }, "move us-ny-militia queenston" },
  { "/madison/8.31/event-chauncey-ill", "card-95", { "us-oneida sackets-harbour", NULL },
    { "ops card-34", "units sackets-harbour", "add us-oneida", "go", NULL }, "move us-oneida lake-ontario" },
  /* Wilkinson's command value 3 becomes 6: a 3 card no longer activates him. */
  { "/madison/8.31/event-wilkinson-ill", "card-57", { "us-wilkinson sackets-harbour", "us-13th sackets-harbour", NULL },
    { "ops card-34", NULL }, "leader us-wilkinson" },
};

static void
test_in_force_case (gconstpointer data)
{
  const InForceCase *e = data;

  for (int with = 0; with < 2; with++)
    {
      T *t = t_new ("1813-1814");
      g_autofree char *play = g_strdup_printf ("event %s", e->card);

      t_position (t, 4, MAD_GB, e->position);
      t_put (t, "card-34", "hand-us", 0);
      if (with)
        {
          t_put (t, e->card, "hand-gb", 0);
          t_keep_story_on (t);
          t_do (t, play);
          t_assert_narrates (t, "The event works until the end of the turn");
        }
      t_play_at (t, 4, MAD_US);
      for (int i = 0; i < 5 && e->us[i]; i++)
        t_do (t, e->us[i]);
      g_assert_cmpint (t_can (t, e->probe), ==, !with);
      t_free (t);
    }
}

/* FORCED MARCH: Brock and the 1/41st from Grand River by trails to London
 * spend 6 MP, the 41st's whole MF; with the card's 2 MP more they go on to
 * Thamesville by road (7) and no further (the trail to Sandwich makes 9). */
static void
test_forced_march (void)
{
  for (int with = 0; with < 2; with++)
    {
      T *t = t_new ("1813-1814");

      t_position (t, 4, MAD_GB, (const char *[]) { "gb-brock grand-river", "gb-1-41st grand-river", "card-17 hand-gb",
                                                    "card-34 hand-us", NULL });
      t_keep_story_on (t);
      t_do (t, with ? "event card-17" : "ops card-17");
      if (with)
        t_assert_narrates (t, "he and his units have 2 MP more");
      g_assert_cmpint (t_can (t, "units grand-river"), ==, !with);
      t_do (t, "leader gb-brock");
      t_do (t, "add gb-1-41st");
      t_go (t);
      t_do (t, "move gb-brock port-dover");
      t_do (t, "move gb-brock port-talbot");
      t_do (t, "move gb-brock london");
      g_assert_cmpint (t_can (t, "move gb-brock thamesville"), ==, with);
      if (with)
        {
          t_do (t, "move gb-brock thamesville");
          t_assert_at (t, "gb-1-41st", "thamesville");
          g_assert_false (t_can (t, "move gb-brock sandwich"));
        }
      t_free (t);
    }
}

/* 8.31-1: a card naming more pieces than it takes lets its player name
 * them ('take PIECE'), one at a time up to the card's count: the last
 * action's piece is still offered before it, nothing after it. */
typedef struct {
  const char *path;
  const char *scenario;
  int turn, side;
  const char *card;
  const char *position[6];   /* "piece where [face]" */
  const char *due[5];        /* pieces due in Summer-Autumn 1814 (turn 8, 14.1) */
  const char *actions[5];    /* after the event */
  const char *refused;       /* legal before the last action, not after */
  const char *after[6];      /* "piece where [face]" */
} PieceCase;

static const PieceCase piece_cases[] = {
  /* INDIAN COUNCIL: one eliminated Indian unit, the British naming the
   * space (Ft. Malden or Burlington) and then the unit */
  { "/madison/8.31/event-indian-council-unit-named", "1813-1814", 7, MAD_GB, "card-109",
    { "gb-wyandot eliminated", "gb-mohawk eliminated", NULL }, { NULL },
    { "choose burlington", "take gb-mohawk", NULL }, "take gb-wyandot",
    { "gb-mohawk burlington", "gb-wyandot eliminated", NULL } },
  /* PENINSULAR VETERANS: up to three of the regulars due in Summer-Autumn
   * 1814, the British naming them: the fourth is not placed */
  { "/madison/8.31/event-peninsular-veterans-named", "1813-1814", 7, MAD_GB, "card-81",
    { NULL }, { "gb-5th", "gb-6th", "gb-27th", "gb-39th", NULL },
    { "take gb-6th", "take gb-39th", "take gb-27th", NULL }, "take gb-5th",
    { "gb-6th quebec", "gb-39th quebec", "gb-27th quebec", "gb-5th offboard", NULL } },
  /* TIGRESS AND SCORPION TAKEN: the British capture one of the two */
  { "/madison/8.31/event-tigress-scorpion-named", "1813-1814", 7, MAD_GB, "card-86",
    { "us-tigress lake-huron", "us-scorpion lake-huron", NULL }, { NULL },
    { "take us-scorpion", NULL }, "take us-tigress",
    { "us-scorpion removed", "us-tigress lake-huron", NULL } },
  /* TECUMSEH'S CONFEDERACY: "Place the Potawatomi and the Ottawa ... at
   * Ft. Malden ..., or restore any one Indian unit on the map": with the
   * Shawnee reduced on the map the British choose the branch, restoring
   * her (and placing nobody) or placing both */
  { "/madison/8.31/event-tecumseh-confederacy-restore", "entire-war", 2, MAD_GB, "card-13",
    { "gb-shawnee sandwich 1", "gb-tecumseh sandwich", NULL }, { NULL },
    { "take gb-shawnee", NULL }, "take gb-potawatomi",
    { "gb-shawnee sandwich 0", "gb-potawatomi offboard", "gb-ottawa offboard", NULL } },
  { "/madison/8.31/event-tecumseh-confederacy-place", "entire-war", 2, MAD_GB, "card-13",
    { "gb-shawnee sandwich 1", "gb-tecumseh sandwich", NULL }, { NULL },
    { "take gb-potawatomi", NULL }, "take gb-shawnee",
    { "gb-potawatomi ft-malden", "gb-ottawa ft-malden", "gb-shawnee sandwich 1", NULL } },
  /* BEAVER DAMS: two US forces of no more than 6 combat factors with
   * Indians next to them, the British naming the one that surrenders */
  { "/madison/8.31/event-beaver-dams-space-named", "1813-1814", 4, MAD_GB, "card-41",
    { "us-13th queenston", "us-17th chippawa", "gb-wyandot ft-george", "gb-ottawa ft-erie", NULL }, { NULL },
    { "choose chippawa", NULL }, "choose queenston",
    { "us-17th eliminated", "us-13th queenston", NULL } },
  /* SURRENDER OF DETROIT: "the British force may enter Detroit": Brock's
   * force marches in, or (next row) stays where it is */
  { "/madison/8.31/event-surrender-of-detroit-enters", "entire-war", 2, MAD_GB, "card-6",
    { "gb-brock sandwich", "gb-1-41st sandwich", "us-4th detroit", "gb-41st-det frenchtown", "gb-queen-charlotte lake-erie", NULL }, { NULL },
    { "choose sandwich", NULL }, "done",
    { "us-4th eliminated", "gb-brock detroit", "gb-1-41st detroit", NULL } },
  { "/madison/8.31/event-surrender-of-detroit-stays", "entire-war", 2, MAD_GB, "card-6",
    { "gb-brock sandwich", "gb-1-41st sandwich", "us-4th detroit", "gb-41st-det frenchtown", "gb-queen-charlotte lake-erie", NULL }, { NULL },
    { "done", NULL }, "choose sandwich",
    { "us-4th eliminated", "gb-brock sandwich", "gb-1-41st sandwich", NULL } },
  /* BOARDING PARTY: one British ship at Ft. Erie, the US naming her */
  { "/madison/8.31/event-boarding-party-named", "1813-1814", 4, MAD_US, "card-28",
    { "us-13th buffalo", "gb-caledonia ft-erie", "gb-lady-prevost ft-erie", NULL }, { NULL },
    { "take gb-lady-prevost", NULL }, "take gb-caledonia",
    { "gb-lady-prevost removed", "gb-caledonia ft-erie", NULL } },
};

static void
test_piece_case (gconstpointer data)
{
  const PieceCase *e = data;
  g_autofree char *play = g_strdup_printf ("event %s", e->card);
  T *t = t_event_position (e->scenario, e->turn, e->side, e->card, e->position);
  int n = 0;

  t_due (t, 8, e->due);
  t_do (t, play);
  while (e->actions[n])
    n++;
  for (int i = 0; i < n; i++)
    {
      if (i == n - 1)
        g_assert_true (t_can (t, e->refused));
      t_do (t, e->actions[i]);
    }
  g_assert_false (t_can (t, e->refused));
  for (int i = 0; e->after[i]; i++)
    {
      g_auto(GStrv) w = g_strsplit (e->after[i], " ", -1);

      if (g_str_equal (w[1], "offboard"))
        g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, w[0])].location, ==, BH_OFFBOARD);
      else
        t_assert_at (t, w[0], w[1]);
      if (w[2])
        g_assert_cmpint (t_face (t, w[0]), ==, atoi (w[2]));
    }
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], test_event_case);
  for (guint i = 0; i < G_N_ELEMENTS (in_force_cases); i++)
    g_test_add_data_func (in_force_cases[i].path, &in_force_cases[i], test_in_force_case);
  for (guint i = 0; i < G_N_ELEMENTS (piece_cases); i++)
    g_test_add_data_func (piece_cases[i].path, &piece_cases[i], test_piece_case);
  g_test_add_func ("/madison/8.31/event-forced-march", test_forced_march);
  g_test_add_func ("/madison/3.41/death-of-brock", test_death_of_brock);
  g_test_add_func ("/madison/3.41/death-of-brock-needs-a-battle", test_death_of_brock_needs_battle);
  g_test_add_func ("/madison/3.51/brock-and-tecumseh", test_brock_and_tecumseh);
  g_test_add_func ("/madison/3.51/tecumseh-subordinate-to-equal-rank", test_tecumseh_subordinate);
  g_test_add_func ("/madison/3.52/tecumseh-subordinate-to-equal-rank", test_tecumseh_subordinate);
  g_test_add_func ("/madison/4.13/destroyed-town-winter-quarters", test_destroyed_town_winter);
  g_test_add_func ("/madison/13.57/destroyed-town-winter-quarters", test_destroyed_town_winter);
  return g_test_run ();
}
