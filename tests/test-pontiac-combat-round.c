/* test-pontiac-combat-round.c — a combat round's rules with no threshold
 * row of their own, found by the session-11 mutation audit of 11.6-11.10
 * (docs/rules/pontiac.md, RULES-DONE point 1), driven through the players'
 * actions with the dice forced:
 *
 *   guns     11.6 "1 die for every undisrupted artillery unit"; "The owning
 *            player decides which unit(s) to retreat ... Units retreat to an
 *            adjacent space" (a place the Nations may retreat to, 11.3);
 *   strength 11.7 a mixed force without sachems defends with all its FP;
 *   rerolls  11.8 "the reroll of up to two enemy combat dice that have
 *            resulted in hits"; "The defender re-rolls first, then the
 *            attacker".
 *
 * The position is put_forces's: Ottawa bands in Pickawillany attack
 * Regulars in Mad River; equal VP, no Arms, no cards. */
#include "test-pontiac-util.c"

/* ---- 11.6: the guns -------------------------------------------------------------------- */

typedef struct {
  const char *path;
  int guns;                   /* artillery units with the Regulars */
  int rolls[3];               /* their dice */
  int driven_off;             /* Nations units the guns drive off */
} GunsRow;

/* One die for each gun: two guns rolling 3 and 3 drive off two units,
 * 2 and 3 one. */
static const GunsRow guns_rows[] = {
  { "/pontiac/11.6/two-guns-3-and-3-drive-off-2", 2, { 3, 3 }, 2 },
  { "/pontiac/11.6/two-guns-2-and-3-drive-off-1", 2, { 2, 3 }, 1 },
};

static void
guns_body (T *t, gconstpointer data)
{
  const GunsRow *r = data;
  int dice[16], n = 0;

  put_forces (t, 6, 2);
  for (int k = 1; k <= r->guns; k++)
    {
      g_autofree char *id = g_strdup_printf ("artillery.%d", k);

      t_put (t, id, "mad-river", 0);
    }
  open_battle (t, SIDE_NATIONS);
  for (int k = 0; k < r->guns; k++)
    dice[n++] = r->rolls[k];
  while (n < 12)
    dice[n++] = 1;
  dice[n] = 0;
  t_do_rolls (t, "fight", dice);
  g_assert_cmpint (t->st->pending.kind, ==, D_ARTILLERY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_cmpint (t->st->pending.args[1], ==, r->driven_off);
}

typedef struct {
  const char *path;
  const char *send;           /* "send PIECE SPACE" */
  gboolean allowed;
} SendRow;

/* One gun rolls 3: the Nations send one unit away.  Their force: two
 * 2-FP bands and their sachem, Breton.  Of Mad River's neighbours
 * Pickawillany (left empty) and the Scioto Mingo village are open; Little
 * Miami holds a British unit.  A sachem is a leader, not a unit. */
static const SendRow send_rows[] = {
  { "/pontiac/11.6/band-driven-off-to-an-open-space", "send ottawa-band-2.1 pickawillany", TRUE },
  { "/pontiac/11.6/band-driven-off-to-a-village", "send ottawa-band-2.1 scioto-mingo", TRUE },
  { "/pontiac/11.6/no-band-driven-off-into-the-enemy", "send ottawa-band-2.1 little-miami", FALSE },
  { "/pontiac/11.6/no-sachem-driven-off", "send sachem-breton.1 pickawillany", FALSE },
};

static void
send_body (T *t, gconstpointer data)
{
  const SendRow *r = data;

  put_forces (t, 4, 2);
  t_put (t, "sachem-breton.1", "pickawillany", 0);
  t_put (t, "artillery.1", "mad-river", 0);
  t_put (t, "regulars-1.1", "little-miami", 0);
  open_battle (t, SIDE_NATIONS);
  t_do_rolls (t, "fight", ROLLS (3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_ARTILLERY);
  g_assert_cmpint (t->st->pending.args[1], ==, 1);
  g_assert_cmpint (t_can (t, r->send), ==, r->allowed);
}

/* ---- 11.7: strength -------------------------------------------------------------------- */

typedef struct {
  const char *path;
  gboolean nations_attack;    /* else the British attack them */
  const char *said;           /* the Nations' dice as narrated */
} StrengthRow;

/* 11.1's note: "Warrior bands from differing Nations may occupy the same
 * space without sachems and may even defend together, but are unable to
 * coordinate attacks together"; 11.7 "units from any Nation without a
 * Sachem present in the force cannot be included".  An Ottawa and a
 * Lenape band (2 FP each), no sachem, attacked by 4 FP of Regulars:
 * defending they roll 4 dice.  (Attacking, such a force does not count
 * together: test-pontiac-sections.c's mixed attack rows.) */
static const StrengthRow strength_rows[] = {
  { "/pontiac/11.7/sachemless-nations-defend-together-4-dice", FALSE, "Nations roll 4 dice" },
};

static void
strength_body (T *t, gconstpointer data)
{
  const StrengthRow *r = data;

  put_forces (t, 2, 4);
  t_put (t, "lenape-band-2.1", "pickawillany", 0);
  open_battle (t, r->nations_attack ? SIDE_NATIONS : SIDE_BRITISH);
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, r->said));
}

/* ---- 11.8: rerolls --------------------------------------------------------------------- */

typedef struct {
  const char *path;
  int nations_hits;           /* of the Nations' 4 dice, 6s (the rest 1s) */
  int rerolls[3];             /* Gladwin's rerolls of them */
  int left;                   /* British steps to take */
} RerollRow;

/* Gladwin (healthy) defends with 4 FP against 4 Ottawa FP, who hit on 6
 * (no Arms).  A rerolled 6 stays a hit, a 5 misses; of three hits only
 * two are rerolled. */
static const RerollRow reroll_rows[] = {
  { "/pontiac/11.8/reroll-of-6-stays-a-hit", 2, { 6, 1 }, 1 },
  { "/pontiac/11.8/reroll-of-5-misses", 2, { 5, 1 }, 0 },
  { "/pontiac/11.8/reroll-at-most-two-of-three-hits", 3, { 1, 1, 1 }, 1 },
};

static void
reroll_body (T *t, gconstpointer data)
{
  const RerollRow *r = data;
  int dice[16], n = 0;

  put_forces (t, 4, 4);
  t_put (t, "officer-gladwin.1", "mad-river", 0);
  open_battle (t, SIDE_NATIONS);
  for (int k = 0; k < 4; k++)
    dice[n++] = k < r->nations_hits ? 6 : 1;
  for (int k = 0; k < 4; k++)
    dice[n++] = 1;
  dice[n] = 0;
  t_do_rolls (t, "fight", dice);
  g_assert_cmpint (t->st->pending.kind, ==, D_REROLL);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  n = 0;
  for (int k = 0; k < 3 && r->rerolls[k]; k++)
    dice[n++] = r->rerolls[k];
  dice[n] = 0;
  t_do_rolls (t, "reroll officer-gladwin.1", dice);
  if (r->left == 0)
    g_assert_cmpint (t->st->pending.kind, !=, D_CASUALTY);
  else
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
      g_assert_cmpint (t->st->pending.args[1], ==, r->left);
    }
}

typedef struct {
  const char *path;
} OrderRow;

/* Both sides hit twice and both have a leader who may reroll: Pontiac
 * with the attacking Ottawa, Gladwin with the defending Regulars.  The
 * British, defending, decide first; then the Nations. */
static const OrderRow order_rows[] = {
  { "/pontiac/11.8/defender-rerolls-first-then-the-attacker" },
};

static void
order_body (T *t, gconstpointer data)
{
  put_forces (t, 4, 4);
  t_put (t, "sachem-pontiac.1", "pickawillany", 0);
  t_put (t, "officer-gladwin.1", "mad-river", 0);
  open_battle (t, SIDE_NATIONS);
  t_do_rolls (t, "fight", ROLLS (6, 6, 1, 1, 5, 5, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_REROLL);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do (t, "no-reroll");
  g_assert_cmpint (t->st->pending.kind, ==, D_REROLL);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_true (t_can (t, "reroll sachem-pontiac.1"));
}

/* ---- every table ---------------------------------------------------------------------- */

static const TRowTable tables[] = {
  T_ROW_TABLE (guns_rows, guns_body),
  T_ROW_TABLE (send_rows, send_body),
  T_ROW_TABLE (strength_rows, strength_body),
  T_ROW_TABLE (reroll_rows, reroll_body),
  T_ROW_TABLE (order_rows, order_body),
};

int
main (int argc, char **argv)
{
  return t_main_row_tables (argc, argv, tables, G_N_ELEMENTS (tables));
}
