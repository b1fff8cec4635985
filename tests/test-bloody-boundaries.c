/* test-bloody-boundaries.c — the battle and supply rules with a number in them,
 * each on both sides of its boundary, as tables: position → action (with
 * its dice) → position.
 *
 *   10.5.2 fire: the CF multipliers (regulars ×3 and militia ×2 in a
 *     non-woods hex, warriors ×2 in woods) and the DRMs (+1 target in
 *     woods and firer not adjacent, +1 target up-slope, −2 target routed): a hit when the
 *     modified roll is below the modified CF;
 *   10.6.1 melee columns: the odds rounded for the defender (attackers
 *     halved up-slope, regulars and militia across a stream), shifted right
 *     by the attacking leader's CR, left by the defending leader's, one
 *     left for a disrupted attacker, one right for a disrupted defender,
 *     held between the 1-3 and 5-1 columns;
 *   7.0.2, 7.0.3 supply: the Iroquois to a British fort within three areas
 *     (two in winter), five warriors a fort, not six; British units any
 *     distance (two in winter);
 *   6.0.3 villages: three settlers in an area at the End Phase, not two;
 *   15.1.4 a victory level lowered for more than a third of the at-start
 *     units lost (4 of 13 not, 5 of 13 yes);
 *   9.1 initiative: die + the primary leader's CR, ties rolled again;
 *   10.2 battle initiative: die + the primary leader's CR (+1 Tecumseh),
 *     ties rolled again; surprise at twice or more the other's total;
 *   10.3 recovery: disrupted units away from the enemy recover with no
 *     roll, next to it on a level check (a stacked leader's CR
 *     subtracted); routed units with a leader stacked or adjacent rally to
 *     disrupted on a level check (only a stacked leader's CR counts).
 *
 * The Wilderness board (harmars-defeat): hexes 0509-0809 and 0909 are
 * clear, 0409 woods (checked below); FCF 1 for regulars and militia, 2
 * for warriors (reconstructed counters); Miami and Shawnee levels 3
 * (16.1.2). */
#include "test-bloody-util.c"

static int
terrain_of (T *t, const char *hex)
{
  int cell;
  const BloodyGrid *g = bloody_grid_of (&t->c, t_loc (t, hex), &cell);

  g_assert_nonnull (g);
  return g->terrain[cell];
}

/* ---- 10.5.2 fire ------------------------------------------------------------ */

typedef struct {
  const char *why;
  int side;                /* the firing side */
  Put units[4];
  const char *firer, *target;
  int die;
  gboolean hit;
} FireCase;

static const FireCase fire_cases[] = {
  /* A regular in the clear: CF 1 × 3 = 3. */
  { "regular ×3, clear target: 2 < 3", 0, { { "us-regular.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0709" } },
    "us-regular.1", "warrior-miami.1", 2, TRUE },
  { "regular ×3, clear target: 3 is not < 3", 0, { { "us-regular.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0709" } },
    "us-regular.1", "warrior-miami.1", 3, FALSE },
  /* Target in woods, firer not adjacent: +1. */
  { "woods target 3 hexes away: 1 + 1 < 3", 0, { { "us-regular.1", "wilderness.0709" }, { "warrior-miami.1", "wilderness.0409" } },
    "us-regular.1", "warrior-miami.1", 1, TRUE },
  { "woods target 3 hexes away: 2 + 1 is not < 3", 0, { { "us-regular.1", "wilderness.0709" }, { "warrior-miami.1", "wilderness.0409" } },
    "us-regular.1", "warrior-miami.1", 2, FALSE },
  /* Target in woods, firer adjacent: no modifier. */
  { "woods target adjacent: 2 < 3", 0, { { "us-regular.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0409" } },
    "us-regular.1", "warrior-miami.1", 2, TRUE },
  { "woods target adjacent: 3 is not < 3", 0, { { "us-regular.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0409" } },
    "us-regular.1", "warrior-miami.1", 3, FALSE },
  /* Routed target: −2 (the hit eliminates it). */
  { "routed target: 4 − 2 < 3", 0, { { "us-regular.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0709", 1 } },
    "us-regular.1", "warrior-miami.1", 4, TRUE },
  { "routed target: 5 − 2 is not < 3", 0, { { "us-regular.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0709", 1 } },
    "us-regular.1", "warrior-miami.1", 5, FALSE },
  /* A regular in woods is not tripled: CF 1, so only a routed target
   * can be hit. */
  { "regular in woods, routed target: 2 − 2 < 1", 0, { { "us-regular.1", "wilderness.0409" }, { "warrior-miami.1", "wilderness.0509", 1 } },
    "us-regular.1", "warrior-miami.1", 2, TRUE },
  { "regular in woods, routed target: 3 − 2 is not < 1", 0, { { "us-regular.1", "wilderness.0409" }, { "warrior-miami.1", "wilderness.0509", 1 } },
    "us-regular.1", "warrior-miami.1", 3, FALSE },
  /* Militia in the clear: CF 1 × 2 = 2. */
  { "militia ×2: 1 < 2", 0, { { "militia-kentucky.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0709" } },
    "militia-kentucky.1", "warrior-miami.1", 1, TRUE },
  { "militia ×2: 2 is not < 2", 0, { { "militia-kentucky.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0709" } },
    "militia-kentucky.1", "warrior-miami.1", 2, FALSE },
  /* A warrior (FCF 2) in woods: CF 2 × 2 = 4; in the clear, 2. */
  { "warrior in woods ×2: 3 < 4", 1, { { "warrior-miami.1", "wilderness.0409" }, { "us-regular.1", "wilderness.0509" } },
    "warrior-miami.1", "us-regular.1", 3, TRUE },
  { "warrior in woods ×2: 4 is not < 4", 1, { { "warrior-miami.1", "wilderness.0409" }, { "us-regular.1", "wilderness.0509" } },
    "warrior-miami.1", "us-regular.1", 4, FALSE },
  /* Target up-slope (1004 at elevation 1, 0904 at 0): +1. */
  { "warrior in woods, target up-slope: 2 + 1 < 4", 1, { { "warrior-miami.1", "wilderness.0904" }, { "us-regular.1", "wilderness.1004" } },
    "warrior-miami.1", "us-regular.1", 2, TRUE },
  { "warrior in woods, target up-slope: 3 + 1 is not < 4", 1, { { "warrior-miami.1", "wilderness.0904" }, { "us-regular.1", "wilderness.1004" } },
    "warrior-miami.1", "us-regular.1", 3, FALSE },
  { "warrior in the clear: 1 < 2", 1, { { "warrior-miami.1", "wilderness.0509" }, { "us-regular.1", "wilderness.0609" } },
    "warrior-miami.1", "us-regular.1", 1, TRUE },
  { "warrior in the clear: 2 is not < 2", 1, { { "warrior-miami.1", "wilderness.0509" }, { "us-regular.1", "wilderness.0609" } },
    "warrior-miami.1", "us-regular.1", 2, FALSE },
};

static void
test_fire (gconstpointer data)
{
  const FireCase *k = data;
  T *t = t_new ("harmars-defeat");
  g_autofree char *text = g_strdup_printf ("fire %s %s", k->firer, k->target);
  int target = t_piece (t, k->target), face, loc;
  guint8 status;

  g_assert_cmpint (terrain_of (t, "wilderness.0409"), ==, HT_WOODS);
  g_assert_cmpint (terrain_of (t, "wilderness.0509"), ==, HT_CLEAR);
  g_assert_cmpint (terrain_of (t, "wilderness.0709"), ==, HT_CLEAR);
  g_assert_cmpint (terrain_of (t, "wilderness.0904"), ==, HT_WOODS);
  {
    int lo, hi;
    const BloodyGrid *g = bloody_grid_of (&t->c, t_loc (t, "wilderness.0904"), &lo);

    bloody_grid_of (&t->c, t_loc (t, "wilderness.1004"), &hi);
    g_assert_cmpint (g->elevation[hi], >, g->elevation[lo]);
  }
  t_clear (t);
  put_all (t, k->units);
  /* The firing side's offensive fire: the US first player's, or the NA
   * second player's. */
  t_battle_at (t, 1, k->side == 0 ? BI_OFF_FIRE_FIRST : BI_OFF_FIRE_SECOND, 0, D_FIRE, k->side);
  face = bh_state_pieces (t->st)[target].face;
  loc = bh_state_pieces (t->st)[target].location;
  status = t_x (t)->status[target];
  t_do_rolls (t, text, ROLLS (k->die));
  if (k->hit)
    g_assert_true (bh_state_pieces (t->st)[target].location != loc ||
                   (t_x (t)->status[target] & ST_DISRUPTED) != (status & ST_DISRUPTED) ||
                   bh_state_pieces (t->st)[target].face != face);
  else
    {
      g_assert_cmpint (bh_state_pieces (t->st)[target].location, ==, loc);
      g_assert_cmpint (bh_state_pieces (t->st)[target].face, ==, face);
      g_assert_cmpint (t_x (t)->status[target], ==, status);
    }
  t_free (t);
}

/* ---- 10.6.1 melee columns -------------------------------------------------- */

typedef struct {
  const char *why;
  Put units[7];
  const char *attackers[4];   /* NULL-ended */
  const char *column;     /* as the log says it */
  const char *hex;        /* the hex attacked; NULL: 0509 */
  gboolean us_attacks;    /* else the NA attacks */
} MeleeCase;

/* The NA attacks the militia in 0509; a Miami warrior in woods (0409)
 * has MCF 2, in the clear (0508) 1; a militia unit 1. */
#define MILITIA2 { "militia-kentucky.1", "wilderness.0509" }, { "militia-kentucky.2", "wilderness.0509" }
#define WARRIOR_WOODS { "warrior-miami.1", "wilderness.0409" }

static const MeleeCase melee_cases[] = {
  { "2 against 2", { WARRIOR_WOODS, MILITIA2 }, { "warrior-miami.1" }, "Column 1-1 (shift +0)" },
  { "Little Turtle (CR 3) attacking: three right",
    { WARRIOR_WOODS, { "little-turtle", "wilderness.0409" }, MILITIA2 }, { "warrior-miami.1" }, "Column 4-1 (shift +3)" },
  { "Hamtramck (CR 2) defending: two left",
    { WARRIOR_WOODS, MILITIA2, { "hamtramck", "wilderness.0509" } }, { "warrior-miami.1" }, "Column 1-3 (shift -2)" },
  { "both leaders: 3 − 2, one right",
    { WARRIOR_WOODS, { "little-turtle", "wilderness.0409" }, MILITIA2, { "hamtramck", "wilderness.0509" } },
    { "warrior-miami.1" }, "Column 2-1 (shift +1)" },
  { "a disrupted defender: one right",
    { WARRIOR_WOODS, { "militia-kentucky.1", "wilderness.0509", 0, TRUE }, { "militia-kentucky.2", "wilderness.0509" } },
    { "warrior-miami.1" }, "Column 2-1 (shift +1)" },
  { "a disrupted attacker: MCF 1 without woods (1-2), one left",
    { { "warrior-miami.1", "wilderness.0409", 0, TRUE }, MILITIA2 }, { "warrior-miami.1" }, "Column 1-3 (shift -1)" },
  { "1 against 3 is 1-3; Hamtramck's two left stay there",
    { { "warrior-miami.1", "wilderness.0508" }, MILITIA2, { "militia-kentucky.3", "wilderness.0509" },
      { "hamtramck", "wilderness.0509" } },
    { "warrior-miami.1" }, "Column 1-3 (shift -2)" },
  { "4 against 2 is 2-1; Little Turtle's three right stop at 5-1",
    { WARRIOR_WOODS, { "warrior-miami.2", "wilderness.0409" }, { "little-turtle", "wilderness.0409" }, MILITIA2 },
    { "warrior-miami.1", "warrior-miami.2" }, "Column 5-1 (shift +3)" },
  /* Two warriors in woods (MCF 2 each) against a regular (1): 4-1 on the
   * level (0804), halved attacking up-slope (1004, elevation 1): 2-1. */
  { "4 against 1 on the level", { { "warrior-miami.1", "wilderness.0904" }, { "warrior-miami.2", "wilderness.0904" },
                                  { "us-regular.1", "wilderness.0804" } },
    { "warrior-miami.1", "warrior-miami.2" }, "Column 4-1 (shift +0)", "wilderness.0804" },
  { "4 halved to 2 against 1 up-slope", { { "warrior-miami.1", "wilderness.0904" }, { "warrior-miami.2", "wilderness.0904" },
                                          { "us-regular.1", "wilderness.1004" } },
    { "warrior-miami.1", "warrior-miami.2" }, "Column 2-1 (shift +0)", "wilderness.1004" },
  /* Two militia (1 each) against a warrior in woods (2): 1-1 from 0706,
   * halved across the stream between 0808 and 0807: 1-2. */
  { "2 militia against a warrior in woods", { { "militia-kentucky.1", "wilderness.0706" }, { "militia-kentucky.2", "wilderness.0706" },
                                              { "warrior-miami.1", "wilderness.0807" } },
    { "militia-kentucky.1", "militia-kentucky.2" }, "Column 1-1 (shift +0)", "wilderness.0807", TRUE },
  /* MCRT: "Treat odds of less than 1 to 3 as 1 to 3": a militia unit (1)
   * against two warriors in woods (2 each) is 1-4, held at 1-3; against
   * one, 1-2. */
  { "1 against 4 is held at 1-3", { { "militia-kentucky.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0409" },
                                    { "warrior-miami.2", "wilderness.0409" } },
    { "militia-kentucky.1" }, "Column 1-3 (shift +0)", "wilderness.0409", TRUE },
  { "1 against 2 is 1-2", { { "militia-kentucky.1", "wilderness.0509" }, { "warrior-miami.1", "wilderness.0409" } },
    { "militia-kentucky.1" }, "Column 1-2 (shift +0)", "wilderness.0409", TRUE },
  { "2 militia halved across a stream", { { "militia-kentucky.1", "wilderness.0808" }, { "militia-kentucky.2", "wilderness.0808" },
                                          { "warrior-miami.1", "wilderness.0807" } },
    { "militia-kentucky.1", "militia-kentucky.2" }, "Column 1-2 (shift +0)", "wilderness.0807", TRUE },
};

static void
test_melee (gconstpointer data)
{
  const MeleeCase *k = data;
  T *t = t_melee_position (k->units, k->us_attacks ? 0 : 1, k->hex ? k->hex : "wilderness.0509", k->attackers);

  t_do_rolls (t, "strike", ROLLS (3));
  if (!t_said (t, k->column))
    g_error ("%s: the log says\n%s", k->why, t->narration);
  t_free (t);
}

/* ---- 10.6.2 leader loss in melee ------------------------------------------------------- */

typedef struct {
  const char *path;
  const char *hex;        /* where the regular and the leader defend */
  int die;                /* the leader's roll */
  gboolean falls;
} LeaderLossCase;

/* 10.6.2: "Add 1 ... if the leader defended and the odds were greater
 * than 3-1. If the die roll is 6 or more the leader is eliminated."  Two
 * Miami warriors in woods attack a US regular with an Army replacement
 * leader (CR 0: no column shift): 4-1 on the level (0804), 2-1 up-slope
 * (1004).  The MCRT's 6 costs the regular's hex a loss or a retreat; the
 * leader's 5 takes +1 at 4-1 (6: eliminated), none at 2-1 (he stands); a
 * 6 eliminates him at 2-1 too.  (A replacement stays in play, 10.6.2's
 * note: the log and the VP say he fell.) */
static const LeaderLossCase leader_loss_cases[] = {
  { "/bloodyground/10.6.2/defender-above-3-1/five-falls", "wilderness.0804", 5, TRUE },
  { "/bloodyground/10.6.2/defender-at-2-1/five-stands", "wilderness.1004", 5, FALSE },
  { "/bloodyground/10.6.2/defender-at-2-1/six-falls", "wilderness.1004", 6, TRUE },
};

static void
test_leader_loss (gconstpointer data)
{
  const LeaderLossCase *k = data;
  const Put units[] = {
    { "warrior-miami.1", "wilderness.0904" }, { "warrior-miami.2", "wilderness.0904" },
    { "us-regular.1", k->hex }, { "army-replacement.1", k->hex }, { NULL },
  };
  T *t = t_melee_position (units, 1, k->hex, (const char *const[]) { "warrior-miami.1", "warrior-miami.2", NULL });
  g_autofree char *said = g_strdup_printf ("rolls %d %+d for his life", k->die, g_str_equal (k->hex, "wilderness.0804") ? 1 : 0);

  t_do_rolls (t, "strike", ROLLS (6, k->die));
  g_assert_true (t_said (t, said));
  /* A replacement is not removed, but his fall is scored (10.6.2's note). */
  g_assert_cmpint (t_said (t, "US Army replacement leader is eliminated (10.6.2)"), ==, k->falls);
  t_free (t);
}

/* ---- 16.3.3 Fallen Timbers' VPs --------------------------------------------------------- */

typedef struct {
  const char *path;
  const char *warrior;
  int vp;
} TimbersCase;

/* 16.3.3: "+2 VPs (instead of 1 VP) for each of the Delaware, Wyandot,
 * Iroquois, or Ottawa warrior units eliminated (US player only)": a US
 * regular's defensive fire (die 1, a hit) at a routed warrior next to it
 * eliminates it (10.5.2): 2 VPs for a Delaware, 1 for a Miami (16.1.3). */
static const TimbersCase timbers_cases[] = {
  { "/bloodyground/16.3.3/warrior-vp/delaware", "warrior-delaware.1", 2 },
  { "/bloodyground/16.3.3/warrior-vp/miami", "warrior-miami.1", 1 },
};

static void
test_timbers_vp (gconstpointer data)
{
  const TimbersCase *k = data;
  T *t = t_new ("fallen-timbers");
  g_autofree char *fire = g_strdup_printf ("fire us-regular.1 %s", k->warrior);

  t_clear (t);
  t_vp (t, 0, 0);
  t_put (t, "us-regular.1", "wilderness.0509", 0);
  t_put (t, k->warrior, "wilderness.0609", 1);
  t_battle_at (t, 1, BI_DEF_FIRE_SECOND, 1, D_FIRE, 0);
  t_do_rolls (t, fire, ROLLS (1));
  g_assert_true (t_at (t, k->warrior, "eliminated"));
  g_assert_cmpint (t_x (t)->vp[0], ==, k->vp);
  t_free (t);
}

/* ---- 16.3.3 Tecumseh's and McKee's +5 -------------------------------------------------- */

typedef struct {
  const char *path;
  const char *scenario;
  const char *leader;
  int vp;                   /* the US's VPs for his fall */
} LeaderVpCase;

/* 16.1.3: "VPs equal to an eliminated leader's rank"; 16.3.3 adds "+5 VPs
 * each if Tecumseh or Col. McKee is eliminated (US player only)".  A
 * regular's fire (die 1) eliminates the routed Miami warrior beside the
 * leader (1 VP), the leader's 6 at the end of the impulse kills him
 * (10.5.3).  Ranks (counters.xml, reconstructed): Tecumseh 1, McKee 2,
 * Little Turtle 3.  At Fallen Timbers Tecumseh is worth 1 + 5, McKee
 * 2 + 5, Little Turtle only his 3; at Harmar's Defeat (16.1.3 alone)
 * Tecumseh only his 1.  The replacement who comes for Little Turtle was
 * not in the hex when the fire hit: he does not roll ("for each leader in
 * the hex", 10.5.3). */
static const LeaderVpCase leader_vp_cases[] = {
  { "/bloodyground/16.3.3/leader-vp/tecumseh", "fallen-timbers", "tecumseh", 6 },
  { "/bloodyground/16.3.3/leader-vp/mckee", "fallen-timbers", "mckee", 7 },
  { "/bloodyground/16.3.3/leader-vp/little-turtle", "fallen-timbers", "little-turtle", 3 },
  { "/bloodyground/16.1.3/leader-vp/tecumseh", "harmars-defeat", "tecumseh", 1 },
};

static void
test_leader_vp (gconstpointer data)
{
  const LeaderVpCase *k = data;
  T *t = t_new (k->scenario);
  int before;

  t_clear (t);
  t_x (t)->rifles_left = 0;   /* 16.3.1's Rifles are not this test's */
  t_vp (t, 0, 0);
  t_put (t, "us-regular.1", "wilderness.0509", 0);
  t_put (t, "warrior-miami.1", "wilderness.0609", 1);
  t_put (t, k->leader, "wilderness.0609", 0);
  t_battle_at (t, 1, BI_DEF_FIRE_SECOND, 1, D_FIRE, 0);
  t_do_rolls (t, "fire us-regular.1 warrior-miami.1", ROLLS (1));
  g_assert_true (t_at (t, "warrior-miami.1", "eliminated"));
  g_assert_cmpint (t_x (t)->vp[0], ==, 1);
  before = t_x (t)->vp[0];
  t_do_rolls (t, "end-impulse", ROLLS (6));
  g_assert_true (t_at (t, k->leader, "eliminated"));
  g_assert_false (t_said (t, "replacement leader rolls"));
  if (t_x (t)->vp[0] - before != k->vp)
    g_error ("%s: %d VPs, not %d; the log says\n%s", k->leader, t_x (t)->vp[0] - before, k->vp, t->narration);
  t_free (t);
}

/* ---- 10.2 battle initiative and surprise ------------------------------------------------ */

typedef struct {
  const char *why;
  gboolean tecumseh;
  int rolls[5];
  const char *said;        /* the totals and who moves first */
  gboolean surprise;
} BattleStartCase;

/* A battle at Limestone (Wilderness): Harmar (CR 1) against Little
 * Turtle (CR 3), both primary; Tecumseh adds 1 to the NA (Initiative
 * Determination Chart).  10.2a: "twice or more than that of the
 * opponent" is surprise. */
static const BattleStartCase battle_start_cases[] = {
  { "6 against 3: twice", FALSE, { 2, 3 }, "US 3, NA 6; NA moves first", TRUE },
  { "5 against 3: less than twice", FALSE, { 2, 2 }, "US 3, NA 5; NA moves first", FALSE },
  { "Tecumseh: 2 + 3 + 1 against 3", TRUE, { 2, 2 }, "US 3, NA 6; NA moves first", TRUE },
  { "7 against 4: less than twice", FALSE, { 6, 1 }, "US 7, NA 4; US moves first", FALSE },
  { "6 against 6 again, then 6 against 4", FALSE, { 5, 3, 5, 1 }, "US 6, NA 4; US moves first", FALSE },
};

static void
test_battle_start (gconstpointer data)
{
  const BattleStartCase *k = data;
  T *t = t_new ("harmars-expedition");
  int limestone;

  t_clear (t);
  t_vp (t, 0, 0);
  t_put (t, "harmar", "limestone", 0);
  t_put (t, "us-regular.1", "limestone", 0);
  t_put (t, "little-turtle", "limestone", 0);
  t_put (t, "warrior-miami.1", "limestone", 0);
  if (k->tecumseh)
    t_put (t, "tecumseh", "limestone", 0);
  limestone = t_loc (t, "limestone");
  g_assert_cmpint (t->self->d->spaces[limestone].terrain, ==, AT_WILDERNESS);
  t_combat_phase (t, "limestone");
  t_do_rolls (t, "resolve limestone", k->rolls);
  if (!t_said (t, k->said))
    g_error ("%s: the log says\n%s", k->why, t->narration);
  g_assert_cmpint (t_x (t)->battle.surprise, ==, k->surprise);
  g_assert_cmpint (t_said (t, "achieves surprise"), ==, k->surprise);
  t_free (t);
}

/* ---- 10.3 recovery ---------------------------------------------------------- */

typedef struct {
  const char *why;
  Put units[5];
  const char *unit;
  int rolls[2];           /* the dice of the recovery, 0 ends */
  int face;               /* afterwards: 0 normal or disrupted, 1 routed */
  gboolean disrupted;
} RecoveryCase;

static const RecoveryCase recovery_cases[] = {
  /* 1.) Disrupted, no enemy adjacent: recovers, no roll. */
  { "disrupted away from the enemy", { { "warrior-miami.1", "wilderness.0409", 0, TRUE }, { "us-regular.1", "wilderness.0909" } },
    "warrior-miami.1", { 0 }, 0, FALSE },
  /* 2.) Disrupted next to the enemy: d6 ≤ ML 3. */
  { "disrupted next to the enemy, 3 ≤ 3", { { "warrior-miami.1", "wilderness.0609", 0, TRUE }, { "us-regular.1", "wilderness.0709" } },
    "warrior-miami.1", { 3 }, 0, FALSE },
  { "disrupted next to the enemy, 4 > 3", { { "warrior-miami.1", "wilderness.0609", 0, TRUE }, { "us-regular.1", "wilderness.0709" } },
    "warrior-miami.1", { 4 }, 0, TRUE },
  /* A stacked leader subtracts his CR (Black Hoof 2). */
  { "disrupted, Black Hoof stacked, 5 − 2 ≤ 3",
    { { "warrior-shawnee.1", "wilderness.0609", 0, TRUE }, { "black-hoof", "wilderness.0609" }, { "us-regular.1", "wilderness.0709" } },
    "warrior-shawnee.1", { 5 }, 0, FALSE },
  { "disrupted, Black Hoof stacked, 6 − 2 > 3",
    { { "warrior-shawnee.1", "wilderness.0609", 0, TRUE }, { "black-hoof", "wilderness.0609" }, { "us-regular.1", "wilderness.0709" } },
    "warrior-shawnee.1", { 6 }, 0, TRUE },
  /* 3.) Routed with a leader adjacent: d6 ≤ ML, the CR not subtracted. */
  { "routed, Black Hoof adjacent, 3 ≤ 3",
    { { "warrior-shawnee.1", "wilderness.0609", 1 }, { "warrior-shawnee.2", "wilderness.0509" }, { "black-hoof", "wilderness.0509" },
      { "us-regular.1", "wilderness.0809" } },
    "warrior-shawnee.1", { 3 }, 0, TRUE },
  { "routed, Black Hoof adjacent, 4 > 3 (his CR does not count)",
    { { "warrior-shawnee.1", "wilderness.0609", 1 }, { "warrior-shawnee.2", "wilderness.0509" }, { "black-hoof", "wilderness.0509" },
      { "us-regular.1", "wilderness.0809" } },
    "warrior-shawnee.1", { 4 }, 1, FALSE },
  /* Routed with Black Hoof stacked: 5 − 2 ≤ 3 rallies, 6 − 2 does not. */
  { "routed, Black Hoof stacked, 5 − 2 ≤ 3",
    { { "warrior-shawnee.1", "wilderness.0609", 1 }, { "black-hoof", "wilderness.0609" }, { "us-regular.1", "wilderness.0809" } },
    "warrior-shawnee.1", { 5 }, 0, TRUE },
  { "routed, Black Hoof stacked, 6 − 2 > 3",
    { { "warrior-shawnee.1", "wilderness.0609", 1 }, { "black-hoof", "wilderness.0609" }, { "us-regular.1", "wilderness.0809" } },
    "warrior-shawnee.1", { 6 }, 1, FALSE },
  /* Routed with no leader near: no roll, it stays routed. */
  { "routed, no leader", { { "warrior-miami.1", "wilderness.0609", 1 }, { "us-regular.1", "wilderness.0809" } },
    "warrior-miami.1", { 0 }, 1, FALSE },
  /* 14.0.3, 14.0.4: Tecumseh and Girty cannot "rally Disrupted or Routed"
   * warriors: alone with one, no CR off the roll (4 > 3 stays disrupted),
   * no rally attempt for a routed one; Tecumseh still adds 1 to a stacked
   * leader's CR (6 − (2 + 1) ≤ 3). */
  { "disrupted, Tecumseh stacked, 4 > 3 (his CR does not count)",
    { { "warrior-shawnee.1", "wilderness.0609", 0, TRUE }, { "tecumseh", "wilderness.0609" }, { "us-regular.1", "wilderness.0709" } },
    "warrior-shawnee.1", { 4 }, 0, TRUE },
  { "routed, Tecumseh stacked: no rally",
    { { "warrior-shawnee.1", "wilderness.0609", 1 }, { "tecumseh", "wilderness.0609" }, { "us-regular.1", "wilderness.0809" } },
    "warrior-shawnee.1", { 0 }, 1, FALSE },
  { "routed, Girty stacked: no rally",
    { { "warrior-shawnee.1", "wilderness.0609", 1 }, { "girty", "wilderness.0609" }, { "us-regular.1", "wilderness.0809" } },
    "warrior-shawnee.1", { 0 }, 1, FALSE },
  { "routed, Black Hoof and Tecumseh stacked, 6 − 3 ≤ 3",
    { { "warrior-shawnee.1", "wilderness.0609", 1 }, { "black-hoof", "wilderness.0609" }, { "tecumseh", "wilderness.0609" },
      { "us-regular.1", "wilderness.0809" } },
    "warrior-shawnee.1", { 6 }, 0, TRUE },
};

static void
test_recovery (gconstpointer data)
{
  const RecoveryCase *k = data;
  T *t = t_new ("harmars-defeat");
  int unit;

  t_clear (t);
  put_all (t, k->units);
  unit = t_piece (t, k->unit);
  /* The US (first player) ends its melee impulse: the NA's half round
   * begins with its recovery (10.3) before it moves. */
  t_battle_at (t, 1, BI_MELEE_FIRST, 0, D_MELEE, 0);
  if (k->rolls[0])
    t_do_rolls (t, "end-impulse", k->rolls);
  else
    t_do (t, "end-impulse");
  g_assert_cmpint (t->st->n_rolls, ==, k->rolls[0] ? 1 : 0);
  g_assert_cmpint (bh_state_pieces (t->st)[unit].face, ==, k->face);
  g_assert_cmpint (!!(t_x (t)->status[unit] & ST_DISRUPTED), ==, k->disrupted);
  t_free (t);
}

/* ---- 7.0.2, 7.0.3 supply ranges --------------------------------------------- */

/* The steps from the nearest British fort (or the one at `only`) to each area, as 7.0.2 lets a
 * Native American line run: through land areas neither settled nor
 * pillaged nor holding an un-besieged US fort (the ends may be anything);
 * -1 unreached.  Read here from the map, not from the program. */
static void
steps_from (T *t, int only, int *dist)
{
  const BloodyData *d = t->self->d;
  const BhPieceState *pc = bh_state_const_pieces (t->st);
  int queue[BLOODY_MAX_SPACES], head = 0, tail = 0;
  gboolean blocked[BLOODY_MAX_SPACES] = { FALSE }, water[BLOODY_MAX_SPACES];

  for (guint s = 0; s < d->n_spaces; s++)
    {
      dist[s] = -1;
      water[s] = bh_game_data_get_space_kind (t->data, bh_game_data_get_space (t->data, s)->kind)->water;
      blocked[s] = water[s] || d->spaces[s].ps;
    }
  for (guint p = 0; p < d->n_pieces; p++)
    if (bloody_is_space (&t->c, pc[p].location) &&
        (d->pieces[p].klass == PC_SETTLER || d->pieces[p].klass == PC_VILLAGE || d->pieces[p].mark == MARK_PILLAGED ||
         (d->pieces[p].klass == PC_FORT && d->pieces[p].side == 0)))
      blocked[pc[p].location] = TRUE;
  for (guint p = 0; p < d->n_pieces; p++)
    if (bloody_is_space (&t->c, pc[p].location) && d->pieces[p].klass == PC_FORT && d->pieces[p].side == 1 &&
        dist[pc[p].location] < 0 && (only < 0 || pc[p].location == only))
      {
        dist[pc[p].location] = 0;
        queue[tail++] = pc[p].location;
      }
  while (head < tail)
    {
      int s = queue[head++];

      if (dist[s] > 0 && blocked[s])
        continue;
      for (int k = 0; k < d->spaces[s].n_adj; k++)
        {
          int to = d->spaces[s].adj[k];

          if (dist[to] < 0 && !water[to])
            {
              dist[to] = dist[s] + 1;
              queue[tail++] = to;
            }
        }
    }
}

typedef struct {
  const char *why;
  const char *unit;
  gboolean winter;
  int steps;          /* from the nearest British fort */
  gboolean supplied;
} SupplyCase;

static const SupplyCase supply_cases[] = {
  /* 7.0.2 note: the Iroquois trace only to a British fort, within three
   * connected land areas (two in winter). */
  { "Iroquois three areas from a fort", "warrior-iroquois.1", FALSE, 3, TRUE },
  { "Iroquois four areas from a fort", "warrior-iroquois.1", FALSE, 4, FALSE },
  { "Iroquois two areas from a fort in Winter", "warrior-iroquois.1", TRUE, 2, TRUE },
  { "Iroquois three areas from a fort in Winter", "warrior-iroquois.1", TRUE, 3, FALSE },
  /* 7.0.3: British units, any length (two areas in winter). */
  { "a British regular four areas from a fort", "british-regular.1", FALSE, 4, TRUE },
  { "a British regular two areas from a fort in Winter", "british-regular.1", TRUE, 2, TRUE },
  { "a British regular three areas from a fort in Winter", "british-regular.1", TRUE, 3, FALSE },
};

static void
test_supply (gconstpointer data)
{
  const SupplyCase *k = data;
  T *t = t_new ("harmars-expedition");
  int dist[BLOODY_MAX_SPACES], area = -1, unit;

  /* A settler to place as the Supply Phase begins (Fall, turn 1; Winter,
   * turn 2), no severe weather. */
  t_last_settler (t);
  t_x (t)->severe = 0;
  if (k->winter)
    {
      *t_mk (t, "turn") = 2;
      t->st->turn = 2;
    }
  steps_from (t, -1, dist);
  for (guint s = 0; s < t->self->d->n_spaces && area < 0; s++)
    if (dist[s] == k->steps)
      area = s;
  g_assert_cmpint (area, >=, 0);
  unit = t_put (t, k->unit, bh_game_data_get_space (t->data, area)->id, 0);
  t_do (t, "settle cincinnati");   /* the Supply Phase follows (7.0) */
  if (!t_said (t, "Out of supply"))
    g_error ("%s: no Supply Phase in\n%s", k->why, t->narration);
  g_assert_cmpint (t_x (t)->oos[unit], ==, !k->supplied);
  t_free (t);
}

/* ---- 6.0.3 villages ------------------------------------------------------------ */

/* "Areas that have three or more settler units during the End Phase can
 * be exchanged for a village unit" (A11: in the End Phase, three settlers
 * for a village): three in Miami Purchase make one there, two do not.
 * Fall 1790; the US pass ends the Action Phase, nothing to fight. */
static void
test_village (gconstpointer data)
{
  int settlers = GPOINTER_TO_INT (data), villages = 0, left = 0;
  T *t = t_new ("harmars-expedition");
  int area;

  t_clear (t);
  t_x (t)->severe = 0;
  t_put_series (t, "settler", 1, settlers, "miami-purchase", 0);
  area = t_loc (t, "miami-purchase");
  t_action_phase_last_pass (t);
  t_do (t, "pass");
  g_assert_cmpint (t->st->turn, ==, 2);   /* the End Phase is over */
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (bh_state_const_pieces (t->st)[p].location == area)
      {
        villages += t->self->d->pieces[p].klass == PC_VILLAGE;
        left += t->self->d->pieces[p].klass == PC_SETTLER;
      }
  g_assert_cmpint (villages, ==, settlers >= 3 ? 1 : 0);
  g_assert_cmpint (left, ==, settlers >= 3 ? settlers - 3 : settlers);
  t_free (t);
}

/* ---- 9.1 initiative ----------------------------------------------------------------- */

typedef struct {
  const char *why;
  int rolls[5];
  int side;          /* who has the initiative */
  int markers;       /* Atrocity markers each side gets (9.2: the difference) */
} InitiativeCase;

/* 9.1: each player "rolls a die, adding that leader's Command Rating to
 * the result. Re-roll any ties. The highest total determines the
 * initiative player": Harmar (CR 1) against Little Turtle (CR 3). */
static const InitiativeCase initiative_cases[] = {
  { "5 + 1 against 2 + 3", { 5, 2 }, 0, 1 },
  { "3 + 1 against 2 + 3", { 3, 2 }, 1, 1 },
  { "4 + 1 against 2 + 3 is a tie, then 2 + 1 against 1 + 3", { 4, 2, 2, 1 }, 1, 1 },
};

/* 9.2: "The difference between the players' initiative die rolls
 * determines the number of Atrocity markers each player receives": 6 + 1
 * against 1 + 3 gives each side 3, 1 + 1 against 6 + 3 gives 7 (the
 * counter mix's 8 a side cannot be passed with these ratings). */
static const InitiativeCase marker_cases[] = {
  { "6 + 1 against 1 + 3", { 6, 1 }, 0, 3 },
  { "1 + 1 against 6 + 3", { 1, 6 }, 1, 7 },
};

static void
test_initiative (gconstpointer data)
{
  const InitiativeCase *k = data;
  static const char *const leaders[] = { "harmar", NULL };
  T *t = t_before_initiative (leaders);

  t_do_rolls (t, "place militia-kentucky.1 bluegrass", k->rolls);
  g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
  g_assert_cmpint (t->st->pending.side, ==, k->side);
  g_assert_cmpint (t_x (t)->initiative, ==, k->side);
  g_assert_cmpint (t_x (t)->atrocities_left[0], ==, k->markers);
  g_assert_cmpint (t_x (t)->atrocities_left[1], ==, k->markers);
  t_free (t);
}

/* ---- 15.1.4 victory levels ---------------------------------------------------------- */

/* "Lower a side's victory level if over a third of their at-start combat
 * units are eliminated": the US began with 13 (15.1.1: ten militia, three
 * regulars).  At the end of Winter 1791 two regulars hold Kekionga in
 * supply (decisive) and no settler stands in a Miami or Shawnee area (NA
 * marginal): with 4 lost (4 × 3 ≤ 13) the US wins; with 5 it drops to
 * marginal, level with the NA: a draw. */
static void
test_victory_third (gconstpointer data)
{
  int lost = GPOINTER_TO_INT (data);
  T *t = t_new ("harmars-expedition");

  t_clear (t);
  t_x (t)->severe = 0;
  *t_mk (t, "turn") = 2;
  t->st->turn = 2;
  t_put (t, "us-regular.1", "kekionga", 0);
  t_put (t, "us-regular.2", "kekionga", 0);
  g_assert_cmpint (t_x (t)->start_units[0], ==, 13);
  t_x (t)->lost_units[0] = lost;
  t_action_phase_last_pass (t);
  t_do (t, "pass");
  g_assert_true (t_said (t, lost == 4 ? "Victory levels: US 2, NA 1" : "Victory levels: US 1, NA 1"));
  g_assert_cmpint (t->st->result, ==, lost == 4 ? BH_RESULT_WIN : BH_RESULT_DRAW);
  t_free (t);
}

/* 15.1.4: "over a third of their at-start combat units are eliminated":
 * with 4 of the 13 lost, a fifth unit falls to Winter attrition (out of
 * supply at Upper Sandusky, 6 + 1 above its level): one of the ten militia
 * of 15.1.1 (Kentucky militia 1) tips the US to marginal, a draw; one
 * drawn from the cup since (Kentucky militia 7) is no at-start unit, and
 * the US still wins. */
static void
test_victory_third_later (gconstpointer data)
{
  const char *militia = data;
  gboolean at_start = g_str_equal (militia, "militia-kentucky.1");
  T *t = t_new ("harmars-expedition");

  g_assert_true (t_at (t, militia, at_start ? "cincinnati" : "militia-cup"));
  t_clear (t);
  t_x (t)->severe = 0;
  *t_mk (t, "turn") = 2;
  t->st->turn = 2;
  t_put (t, "us-regular.1", "kekionga", 0);
  t_put (t, "us-regular.2", "kekionga", 0);
  t_put (t, militia, "upper-sandusky", 0);
  memset (t_x (t)->oos, 0, sizeof t_x (t)->oos);
  t_x (t)->oos[t_piece (t, militia)] = 1;
  t_x (t)->lost_units[0] = 4;
  t_action_phase_last_pass (t);
  t_do_rolls (t, "pass", ROLLS (6));
  g_assert_true (t_at (t, militia, "eliminated"));
  g_assert_true (t_said (t, at_start ? "Victory levels: US 1, NA 1" : "Victory levels: US 2, NA 1"));
  g_assert_cmpint (t->st->result, ==, at_start ? BH_RESULT_DRAW : BH_RESULT_WIN);
  t_free (t);
}

/* 7.0.2: "Up to five Warrior units may trace supply to an un-besieged
 * British fortification": six Iroquois in an area within three of one
 * British fort only (the others farther): five are supplied, one not. */
static void
test_supply_five (void)
{
  T *t = t_new ("harmars-expedition");
  const BloodyData *d = t->self->d;
  int area = -1, supplied = 0;
  int forts[8], n_forts = 0;
  int dist[8][BLOODY_MAX_SPACES];

  t_last_settler (t);
  t_x (t)->severe = 0;
  for (guint p = 0; p < d->n_pieces; p++)
    if (d->pieces[p].klass == PC_FORT && d->pieces[p].side == 1 && bloody_is_space (&t->c, bh_state_const_pieces (t->st)[p].location))
      forts[n_forts++] = bh_state_const_pieces (t->st)[p].location;
  for (int f = 0; f < n_forts; f++)
    steps_from (t, forts[f], dist[f]);
  for (guint s = 0; s < d->n_spaces && area < 0; s++)
    {
      int near = 0;

      for (int f = 0; f < n_forts; f++)
        near += dist[f][s] >= 1 && dist[f][s] <= 3;
      for (int f = 0; f < n_forts; f++)
        near += dist[f][s] == 0 ? 9 : 0;
      if (near == 1)
        area = s;
    }
  g_assert_cmpint (area, >=, 0);
  t_put_series (t, "warrior-iroquois", 1, 6, bh_game_data_get_space (t->data, area)->id, 0);
  t_do (t, "settle cincinnati");
  for (int i = 1; i <= 6; i++)
    {
      g_autofree char *id = g_strdup_printf ("warrior-iroquois.%d", i);

      supplied += !t_x (t)->oos[t_piece (t, id)];
    }
  g_assert_cmpint (supplied, ==, 5);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (fire_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/10.5.2/fire/%02u", i + 1);

      g_test_add_data_func (path, &fire_cases[i], test_fire);
    }
  for (guint i = 0; i < G_N_ELEMENTS (melee_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/10.6.1/column/%02u", i + 1);

      g_test_add_data_func (path, &melee_cases[i], test_melee);
    }
  for (guint i = 0; i < G_N_ELEMENTS (battle_start_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/10.2/initiative/%02u", i + 1);

      g_test_add_data_func (path, &battle_start_cases[i], test_battle_start);
    }
  for (guint i = 0; i < G_N_ELEMENTS (recovery_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/10.3/recovery/%02u", i + 1);

      g_test_add_data_func (path, &recovery_cases[i], test_recovery);
    }
  g_test_add_func ("/bloodyground/7.0.2/five-a-fort", test_supply_five);
  for (guint i = 0; i < G_N_ELEMENTS (supply_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/%s/range/%02u", i < 4 ? "7.0.2" : "7.0.3", i + 1);

      g_test_add_data_func (path, &supply_cases[i], test_supply);
    }
  g_test_add_data_func ("/bloodyground/6.0.3/village/two-settlers", GINT_TO_POINTER (2), test_village);
  g_test_add_data_func ("/bloodyground/6.0.3/village/three-settlers", GINT_TO_POINTER (3), test_village);
  for (guint i = 0; i < G_N_ELEMENTS (initiative_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/9.1/initiative/%02u", i + 1);

      g_test_add_data_func (path, &initiative_cases[i], test_initiative);
    }
  for (guint i = 0; i < G_N_ELEMENTS (timbers_cases); i++)
    g_test_add_data_func (timbers_cases[i].path, &timbers_cases[i], test_timbers_vp);
  for (guint i = 0; i < G_N_ELEMENTS (leader_vp_cases); i++)
    g_test_add_data_func (leader_vp_cases[i].path, &leader_vp_cases[i], test_leader_vp);
  for (guint i = 0; i < G_N_ELEMENTS (leader_loss_cases); i++)
    g_test_add_data_func (leader_loss_cases[i].path, &leader_loss_cases[i], test_leader_loss);
  for (guint i = 0; i < G_N_ELEMENTS (marker_cases); i++)
    {
      g_autofree char *path = g_strdup_printf ("/bloodyground/9.2/markers/%02u", i + 1);

      g_test_add_data_func (path, &marker_cases[i], test_initiative);
    }
  /* 9.0: "The player with the initiative conducts the first activation". */
  g_test_add_data_func ("/bloodyground/9.0/first-activation/us", &marker_cases[0], test_initiative);
  g_test_add_data_func ("/bloodyground/9.0/first-activation/na", &marker_cases[1], test_initiative);
  g_test_add_data_func ("/bloodyground/15.1.4/third-lost/four-of-13", GINT_TO_POINTER (4), test_victory_third);
  g_test_add_data_func ("/bloodyground/15.1.4/third-lost/five-of-13", GINT_TO_POINTER (5), test_victory_third);
  g_test_add_data_func ("/bloodyground/15.1.4/third-lost/at-start-militia", "militia-kentucky.1", test_victory_third_later);
  g_test_add_data_func ("/bloodyground/15.1.4/third-lost/later-militia", "militia-kentucky.7", test_victory_third_later);
  return g_test_run ();
}
