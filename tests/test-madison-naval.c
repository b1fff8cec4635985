/* test-madison-naval.c — Mr. Madison's War: naval leaders (8.5) gathering
 * ships along their path, their MF of 6 and their need of a ship (11.15),
 * their lakes (3.37), their "+" modifier in naval combat (12.33) and their
 * capture when the fleet strikes its flag (12.6); the heads of navigation
 * and the lakeside towns a ship may reach (2.3, 2.13: T01, T02). */
#include "test-madison-util.c"

/* `side` plays a card worth `ops` of 1812 for operations and activates
 * `leader`. */
static void
t_activate (T *t, int side, int ops, const char *leader)
{
  int card = t_card_to_hand (t, ops, 12, side == MAD_US ? "hand-us" : "hand-gb");
  g_autofree char *text = g_strdup_printf ("leader %s", leader);

  t_do_card (t, "ops", card);
  t_do (t, text);
}

/* The Autumn 1812 position of the 8.5 example. */
static T *
t_example_8_5 (void)
{
  T *t = t_new ("entire-war");

  t_clear (t);
  t_play_at (t, 2, MAD_US);
  t_put (t, "us-chauncey", "sackets-harbour", 0);
  t_put (t, "us-oneida", "sackets-harbour", 0);
  t_put (t, "us-conquest", "sackets-harbour", 0);
  t_put (t, "us-scourge", "sackets-harbour", 0);
  t_put (t, "us-julia", "ogdensburg", 0);
  t_put (t, "us-hamilton", "ogdensburg", 0);
  t_put (t, "us-fair-american", "oswego", 0);
  t_put (t, "us-gov-tompkins", "oswego", 0);
  return t;
}

/* T18's position with Chauncey activated and the Oneida alone in his
 * force at Sackets Harbour (8.5). */
static T *
t_chauncey_with_the_oneida (void)
{
  T *t = t_example_8_5 ();

  t_activate (t, MAD_US, 1, "us-chauncey");
  t_do (t, "add us-oneida");
  t_do (t, "go");
  return t;
}

/* 8.5: a naval leader with one ship narrates it in the singular (a
 * plural form, not "with 1 ships"). */
static void
test_one_ship_singular (void)
{
  T *t = t_chauncey_with_the_oneida ();

  t_do (t, "move us-chauncey oswego");
  t_assert_narrates (t, "Chauncey sails to Oswego with 1 ship (1 MP, 1 MP spent)");
  t_free (t);
}

/* T18 (8.5): Chauncey takes the three ships of Sackets Harbour to Oswego
 * (1 MP), picks up two (0), sails to Ogdensburg (1), picks up two (0) and
 * enters the Lake Control Box (1): 3 MP, seven ships in the box. */
static void
test_t18_chauncey (void)
{
  static const char *const ships[] = { "us-oneida", "us-conquest", "us-scourge", "us-julia", "us-hamilton",
                                       "us-fair-american", "us-gov-tompkins" };
  T *t = t_example_8_5 ();

  t_activate (t, MAD_US, 1, "us-chauncey");
  t_do (t, "add us-oneida");
  t_do (t, "add us-conquest");
  t_do (t, "add us-scourge");
  t_do (t, "go");
  t_do (t, "move us-chauncey oswego");
  t_assert_narrates (t, "Chauncey sails to Oswego with 3 ships (1 MP, 1 MP spent)");
  t_do (t, "pickup us-fair-american");
  t_do (t, "pickup us-gov-tompkins");
  t_do (t, "move us-chauncey ogdensburg");
  t_assert_narrates (t, "Chauncey sails to Ogdensburg with 5 ships (1 MP, 2 MP spent)");
  t_do (t, "pickup us-julia");
  t_do (t, "pickup us-hamilton");
  t_do (t, "move us-chauncey lake-ontario");
  t_assert_narrates (t, "Chauncey sails to Lake Ontario with 7 ships (1 MP, 3 MP spent)");
  t_do (t, "end");
  for (guint i = 0; i < G_N_ELEMENTS (ships); i++)
    t_assert_at (t, ships[i], "lake-ontario");
  /* 4.16: the US holds the lake. */
  g_assert_cmpint (t_vp (t), ==, 2);
  t_free (t);
}

/* T18's last clause: without a naval leader the ships of another town are
 * never picked up, whatever the card (8.61: single units pick up nothing). */
static void
test_t18_no_leader_no_pickup (void)
{
  T *t = t_example_8_5 ();
  int card = t_card_to_hand (t, 3, 12, "hand-us");

  t_do_card (t, "ops", card);
  t_do (t, "units sackets-harbour");
  t_do (t, "add us-oneida");
  t_do (t, "add us-conquest");
  t_do (t, "add us-scourge");
  t_do (t, "go");
  t_do (t, "move us-oneida oswego");
  g_assert_false (t_can (t, "pickup us-fair-american"));
  g_assert_false (t_can (t, "pickup us-gov-tompkins"));
  t_free (t);
}

/* 8.5: a naval leader's MF is 6: the sixth 1-MP leg is allowed, a seventh
 * is not. */
static void
test_naval_leader_mf (void)
{
  static const char *const legs[] = { "oswego", "sackets-harbour" };
  T *t = t_example_8_5 ();

  t_activate (t, MAD_US, 1, "us-chauncey");
  t_do (t, "add us-oneida");
  t_do (t, "go");
  for (int i = 0; i < 6; i++)
    {
      g_autofree char *move = g_strdup_printf ("move us-chauncey %s", legs[i % 2]);

      t_do (t, move);
    }
  t_assert_narrates (t, "(1 MP, 6 MP spent)");
  g_assert_false (t_can (t, "move us-chauncey oswego"));
  g_assert_false (t_can (t, "move us-chauncey lake-ontario"));
  t_free (t);
}

/* 11.15: a naval leader moves only with a ship; 8.5: ships dropped off stay
 * where they are dropped. */
static void
test_naval_leader_needs_a_ship (void)
{
  T *t = t_chauncey_with_the_oneida ();

  g_assert_true (t_can (t, "move us-chauncey oswego"));
  t_do (t, "move us-chauncey oswego");
  t_do (t, "drop us-oneida");
  g_assert_false (t_can (t, "move us-chauncey sackets-harbour"));
  g_assert_false (t_can (t, "move us-chauncey lake-ontario"));
  t_do (t, "pickup us-fair-american");
  t_do (t, "move us-chauncey lake-ontario");
  t_do (t, "end");
  t_assert_at (t, "us-oneida", "oswego");
  t_assert_at (t, "us-fair-american", "lake-ontario");
  t_free (t);
}

/* 12.42: a damaged ship with the leader keeps the group out of the box. */
static void
test_naval_leader_damaged_ship (void)
{
  T *t = t_example_8_5 ();

  t_put (t, "us-oneida", "sackets-harbour", 1);
  t_activate (t, MAD_US, 1, "us-chauncey");
  t_do (t, "add us-oneida");
  t_do (t, "add us-conquest");
  t_do (t, "go");
  g_assert_false (t_can (t, "move us-chauncey lake-ontario"));
  t_do (t, "drop us-oneida");
  g_assert_true (t_can (t, "move us-chauncey lake-ontario"));
  t_free (t);
}

/* 8.31-2: a card activates a naval leader if its value is at least his
 * command value: Chauncey's replacement (2) with a "1" card no, a "2" yes. */
static void
test_naval_leader_command_value (void)
{
  for (int ops = 1; ops <= 2; ops++)
    {
      T *t = t_example_8_5 ();
      int card;

      t_put (t, "us-chauncey", "sackets-harbour", 1);
      card = t_card_to_hand (t, ops, 12, "hand-us");
      t_do_card (t, "ops", card);
      g_assert_cmpint (t_can (t, "leader us-chauncey"), ==, ops >= 2);
      t_free (t);
    }
}

/* 3.37: Perry moves ships on Lakes Erie and Huron only: he is activated at
 * Erie, not at Sackets Harbour on Lake Ontario; Chauncey not at Erie. */
static void
test_naval_leader_lakes (void)
{
  static const struct { const char *leader, *at; gboolean can; } cases[] = {
    { "us-perry", "erie", TRUE },
    { "us-perry", "sackets-harbour", FALSE },
    { "us-chauncey", "erie", FALSE },
    { "us-chauncey", "sackets-harbour", TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_new ("entire-war");
      g_autofree char *leader = g_strdup_printf ("leader %s", cases[i].leader);
      int card;

      t_clear (t);
      t_play_at (t, 5, MAD_US);
      t_put (t, cases[i].leader, cases[i].at, 0);
      card = t_card_to_hand (t, 1, 12, "hand-us");
      t_do_card (t, "ops", card);
      g_assert_cmpint (t_can (t, leader), ==, cases[i].can);
      t_free (t);
    }
}

/* 12.33, 12.6: US Ariel attacks Lady Prevost in the Lake Erie box, both C
 * schooners alone (no modifier from 12.31, 12.32, 12.34, 12.35).  A die of 5
 * gives 5 without Perry (the defender loses 2 steps) and 6 with Perry's +1
 * (the British strike their flag).  Barclay, with the struck fleet, turns
 * to his replacement side and is placed at a British lakeside town of Lake
 * Erie of the British player's choice. */
static void
test_naval_leader_modifier_attack (void)
{
  for (int perry = 0; perry < 2; perry++)
    {
      T *t = t_new ("entire-war");

      t_clear (t);
      t_play_at (t, 5, MAD_US);
      t_put (t, "us-ariel", "erie", 0);
      t_put (t, "gb-lady-prevost", "lake-erie", 0);
      t_put (t, "gb-barclay", "lake-erie", 0);
      if (perry)
        {
          t_put (t, "us-perry", "erie", 0);
          t_activate (t, MAD_US, 1, "us-perry");
          t_do (t, "add us-ariel");
          t_do (t, "go");
          t_do (t, "move us-perry lake-erie");
        }
      else
        {
          int card = t_card_to_hand (t, 1, 12, "hand-us");

          t_do_card (t, "ops", card);
          t_do (t, "units erie");
          t_do (t, "add us-ariel");
          t_do (t, "go");
          t_do (t, "move us-ariel lake-erie");
        }
      t_keep_story_on (t);
      t_do_rolls (t, "end", perry ? ROLLS (5, 3) : ROLLS (5));
      t_do_first_while (t, D_BATTLE_CARD, NULL);
      if (perry)
        {
          t_assert_narrates (t, "Perry commands: +1 (12.33)");
          t_assert_narrates (t, "Die 5, modifiers +1: 6");
          t_assert_narrates (t, "Barclay is captured: the counter turns to his replacement (12.6)");
          g_assert_cmpint (t->st->pending.kind, ==, D_NAVAL_RETREAT);
          g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
          g_assert_true (t_can (t, "retreat ft-malden"));
          g_assert_false (t_can (t, "retreat erie"));
          g_assert_false (t_can (t, "retreat sackets-harbour"));
          t_do (t, "retreat port-dover");
          t_assert_narrates (t, "Barclay's Replacement is placed at Port Dover (12.6)");
          t_assert_at (t, "gb-barclay", "port-dover");
          g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-barclay")].face, ==, 1);
          t_assert_at (t, "gb-lady-prevost", "removed");
        }
      else
        {
          g_assert_false (t_narrated (t, "commands"));
          t_assert_narrates (t, "Die 5, modifiers +0: 5");
          t_assert_at (t, "gb-barclay", "lake-erie");
          g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "gb-barclay")].face, ==, 0);
        }
      t_free (t);
    }
}

/* 12.33: the defender's naval leader's "+" is subtracted: Chauncey (+0)
 * and Julia attack Yeo (+1) and Beresford on Lake Ontario, C schooners
 * alone; a die of 1 makes 0 and the US strike their flag; Chauncey's
 * replacement is placed at the one US lakeside town of Lake Ontario left
 * (12.6). */
static void
test_naval_leader_modifier_defence (void)
{
  T *t = t_new ("entire-war");

  t_clear (t);
  t_play_at (t, 5, MAD_US);
  t_put (t, "us-chauncey", "sackets-harbour", 0);
  t_put (t, "us-julia", "sackets-harbour", 0);
  t_put (t, "gb-beresford", "lake-ontario", 0);
  t_put (t, "gb-yeo", "lake-ontario", 0);
  /* British units control every other US lakeside town of Lake Ontario. */
  t_put (t, "gb-1-41st", "oswego", 0);
  t_put (t, "gb-49th", "ogdensburg", 0);
  t_put (t, "gb-8th", "ft-niagara", 0);
  t_put (t, "gb-100th", "sodus", 0);
  t_put (t, "gb-104th", "genesee", 0);
  t_activate (t, MAD_US, 1, "us-chauncey");
  t_do (t, "add us-julia");
  t_do (t, "go");
  t_do (t, "move us-chauncey lake-ontario");
  t_keep_story_on (t);
  t_do_rolls (t, "end", ROLLS (1, 3));
  t_do_first_while (t, D_BATTLE_CARD, NULL);
  t_assert_narrates (t, "Yeo commands: -1 (12.33)");
  t_assert_narrates (t, "Die 1, modifiers -1: 0");
  t_assert_narrates (t, "Chauncey is captured: the counter turns to his replacement (12.6)");
  t_assert_at (t, "us-julia", "removed");
  t_assert_at (t, "us-chauncey", "sackets-harbour");
  g_assert_cmpint (bh_state_pieces (t->st)[t_piece (t, "us-chauncey")].face, ==, 1);
  t_free (t);
}

/* Ariel at Buffalo, the US to move her with a "1" card, after `legs`
 * sailings between Buffalo and Erie. */
static T *
t_ariel (int legs)
{
  static const char *const ports[] = { "erie", "buffalo" };
  T *t = t_new ("entire-war");
  int card;

  t_clear (t);
  t_play_at (t, 5, MAD_US);
  t_put (t, "us-ariel", "buffalo", 0);
  card = t_card_to_hand (t, 1, 12, "hand-us");
  t_do_card (t, "ops", card);
  t_do (t, "units buffalo");
  t_do (t, "add us-ariel");
  t_do (t, "go");
  for (int i = 0; i < legs; i++)
    {
      g_autofree char *move = g_strdup_printf ("move us-ariel %s", ports[i % 2]);

      t_do (t, move);
    }
  return t;
}

/* 2.5: from Lake Erie to Lake Huron through the Lake Transit Box: 2 MP in,
 * 1 MP out (A27) to a Huron lakeside town or box. */
static void
test_transit (void)
{
  T *t = t_ariel (0);

  t_do (t, "move us-ariel lake-transit");
  t_assert_narrates (t, "Ariel sails to Lake Transit Box (2 MP) (2.5)");
  g_assert_true (t_can (t, "move us-ariel lake-huron"));
  g_assert_true (t_can (t, "move us-ariel lake-erie"));
  t_do (t, "move us-ariel ft-mackinac");
  t_assert_narrates (t, "Ariel sails to Ft. Mackinac (1 MP) (11.15)");
  t_do (t, "end");
  t_assert_at (t, "us-ariel", "ft-mackinac");
  t_free (t);
}

/* 2.5, 11.11: into the Transit Box only with the MP to leave it: after 3
 * MP yes (3 + 2 + 1 = 6), and out with the sixth; after 4 no. */
static void
test_transit_mp (void)
{
  for (int legs = 3; legs <= 4; legs++)
    {
      T *t = t_ariel (legs);

      g_assert_cmpint (t_can (t, "move us-ariel lake-transit"), ==, legs <= 3);
      if (legs == 3)
        {
          t_do (t, "move us-ariel lake-transit");
          t_do (t, "move us-ariel ft-mackinac");
          t_assert_narrates (t, "Ariel sails to Ft. Mackinac (1 MP) (11.15)");
        }
      t_free (t);
    }
}

/* 11.11: a ship that ends the movement in the Transit Box is lost. */
static void
test_transit_end (void)
{
  T *t = t_ariel (0);

  t_do (t, "move us-ariel lake-transit");
  t_do (t, "end");
  t_assert_narrates (t, "Ariel ends her movement in the Lake Transit Box and is lost (11.11)");
  t_assert_at (t, "us-ariel", "eliminated");
  t_free (t);
}

/* 2.3, 2.13 (T01, T02): where a ship activated alone at `from` may sail.
 * One row a position: the ship's moves done, then the moves legal and
 * those refused. */
typedef struct {
  const char *path;
  int side;
  const char *ship, *from;
  const char *steps[3];
  const char *allowed[3], *refused[3];
} NavigationCase;

static const NavigationCase navigation_cases[] = {
  /* T02: "no vessel can move east of Ogdensburg"; its own lake is open */
  { "/madison/2.3/T02-head-of-navigation-ogdensburg", MAD_US, "us-conquest", "ogdensburg", { NULL },
    { "move us-conquest lake-ontario", NULL }, { "move us-conquest cornwall", "move us-conquest williamsburg", NULL } },
  /* T02: "St-Jean and Isle aux Noix can be reached from Lake Champlain";
   * Sorel and Montreal, down the Richelieu and on the St. Lawrence, not */
  { "/madison/2.3/T02-richelieu-towns", MAD_GB, "gb-finch", "isle-aux-noix", { "move gb-finch lake-champlain", NULL },
    { "move gb-finch st-jean", "move gb-finch isle-aux-noix", NULL }, { "move gb-finch sorel", "move gb-finch montreal", NULL } },
  /* T01: Oswego is on Lake Ontario, Queenston is not */
  { "/madison/2.13/T01-oswego-lakeside", MAD_US, "us-conquest", "ft-niagara", { "move us-conquest lake-ontario", NULL },
    { "move us-conquest oswego", NULL }, { "move us-conquest queenston", NULL } },
};

static void
test_navigation (gconstpointer data)
{
  const NavigationCase *k = data;
  T *t = t_new ("1813-1814");
  g_autofree char *units = g_strdup_printf ("units %s", k->from);
  g_autofree char *add = g_strdup_printf ("add %s", k->ship);

  t_clear (t);
  t_play_at (t, 4, k->side);
  t_put (t, k->ship, k->from, 0);
  t_do_card (t, "ops", t_card_to_hand (t, 1, 13, k->side == MAD_US ? "hand-us" : "hand-gb"));
  t_do (t, units);
  t_do (t, add);
  t_go (t);
  for (int i = 0; k->steps[i]; i++)
    t_do (t, k->steps[i]);
  for (int i = 0; k->allowed[i]; i++)
    g_assert_true (t_can (t, k->allowed[i]));
  for (int i = 0; k->refused[i]; i++)
    g_assert_false (t_can (t, k->refused[i]));
  t_free (t);
}

/* 12.31: "If one player has more vessels than the other, that player
 * receives a +1 (attacker) or -1 (defender) DRM.  If one's side has twice
 * as many vessels or more, ... +2/-2."  US ships from Sackets Harbour
 * attack British ships in the Lake Ontario box: each count on both sides
 * of "twice". */
typedef struct {
  const char *path;
  int us, gb;
  const char *says;
} RatioCase;

static const RatioCase ratio_cases[] = {
  { "/madison/12.31/more-not-twice-plus-1", 3, 2, "3 ships against 2, modifier +1" },
  { "/madison/12.31/twice-plus-2", 2, 1, "2 ships against 1, modifier +2" },
  { "/madison/12.31/equal-0", 2, 2, "2 ships against 2, modifier +0" },
  { "/madison/12.31/fewer-not-half-minus-1", 2, 3, "2 ships against 3, modifier -1" },
  { "/madison/12.31/half-minus-2", 1, 2, "1 ship against 2, modifier -2" },
};

static void
test_force_ratio (gconstpointer data)
{
  static const char *const us[] = { "us-oneida", "us-conquest", "us-scourge" };
  static const char *const gb[] = { "gb-royal-george", "gb-earl-of-moira", "gb-beresford" };
  const RatioCase *k = data;
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, MAD_US);
  for (int i = 0; i < k->us; i++)
    t_put (t, us[i], "sackets-harbour", 0);
  for (int i = 0; i < k->gb; i++)
    t_put (t, gb[i], "lake-ontario", 0);
  t_put (t, "card-33", "hand-us", 0);
  t_do (t, "ops card-33");
  t_do (t, "units sackets-harbour");
  t_do_each (t, "add", us, k->us);
  t_go (t);
  for (int i = 0; i < k->us; i++)
    {
      g_autofree char *move = g_strdup_printf ("move %s lake-ontario", us[i]);

      t_do (t, move);
    }
  t_keep_story_on (t);
  t_do (t, "end");
  t_do_first_while (t, D_LEAD, ROLLS (3));
  t_assert_narrates (t, k->says);
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/8.5/T18-chauncey-gathers-seven-ships", test_t18_chauncey);
  g_test_add_func ("/madison/8.5/one-ship-in-the-singular", test_one_ship_singular);
  for (guint i = 0; i < G_N_ELEMENTS (ratio_cases); i++)
    g_test_add_data_func (ratio_cases[i].path, &ratio_cases[i], test_force_ratio);
  for (guint i = 0; i < G_N_ELEMENTS (navigation_cases); i++)
    g_test_add_data_func (navigation_cases[i].path, &navigation_cases[i], test_navigation);
  g_test_add_func ("/madison/8.5/T18-no-pickup-without-leader", test_t18_no_leader_no_pickup);
  g_test_add_func ("/madison/8.5/mf-6", test_naval_leader_mf);
  g_test_add_func ("/madison/11.15/naval-leader-needs-a-ship", test_naval_leader_needs_a_ship);
  g_test_add_func ("/madison/12.42/naval-leader-damaged-ship-no-box", test_naval_leader_damaged_ship);
  g_test_add_func ("/madison/8.31/naval-leader-command-value", test_naval_leader_command_value);
  g_test_add_func ("/madison/3.37/naval-leader-lakes", test_naval_leader_lakes);
  g_test_add_func ("/madison/12.33/naval-leader-attacks", test_naval_leader_modifier_attack);
  g_test_add_func ("/madison/12.34/naval-leader-attacks", test_naval_leader_modifier_attack);
  g_test_add_func ("/madison/12.6/naval-leader-attacks", test_naval_leader_modifier_attack);
  g_test_add_func ("/madison/12.33/naval-leader-defends", test_naval_leader_modifier_defence);
  g_test_add_func ("/madison/2.5/transit-erie-to-huron", test_transit);
  g_test_add_func ("/madison/2.5/transit-mp", test_transit_mp);
  g_test_add_func ("/madison/11.11/transit-end-destroys", test_transit_end);
  return g_test_run ();
}
