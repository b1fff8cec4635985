/* test-pontiac-ambush.c — 11.2 Ambush, the rules the seventh re-check found
 * deletable (its U1), each on both sides of its number, driven through the
 * players' actions with the dice forced:
 *
 *   Pontiac     "+1 for the presence of Pontiac" (6.1 "add +1 to Ambush rolls");
 *   the half    "at least half of the FP as the force it is ambushing", at
 *               the exact half;
 *   one round   "Ambush counts as one combat round": after a failed ambush
 *               one combat round is left (11.10);
 *   5 FP        "If the Indians defeat any British force of 5 FPs or more and
 *               forces them to retreat, they earn 1 Arms Point" and 17.1's
 *               1 VP per 5 FP, in a battle and for a force passing through;
 *   6.3         a nation without its Sachem "may not participate in ...
 *               ambushes with other Nations" (a force passing through).
 *
 * Unless a row says otherwise the position is put_forces's: Ottawa bands in
 * Pickawillany, Regulars in Mad River; equal VP (10 to 10), no Arms, no
 * cards. */
#include "test-pontiac-util.c"

/* ---- Pontiac's +1 ---------------------------------------------------------------------- */

typedef struct {
  const char *path;
  gboolean pontiac;           /* Pontiac with the 4 Ottawa FP */
  int die;
  const char *said;           /* the roll and its DRM as narrated */
  gboolean success;           /* 5+: the British lose a step */
} PontiacRow;

/* 11.2 "DRMs are an automatic +1 for the Indians, +1 for the presence of
 * Pontiac": die 3 with Pontiac is 5, a step (3 + 1 alone fails:
 * /pontiac/11.2/ambush-3-plus-1-fails); die 2 with him is 4, a failure. */
static const PontiacRow pontiac_rows[] = {
  { "/pontiac/11.2/pontiac-ambush-3-plus-2-succeeds", TRUE, 3, "ambush roll 3+2", TRUE },
  { "/pontiac/11.2/pontiac-ambush-2-plus-2-fails", TRUE, 2, "ambush roll 2+2", FALSE },
  { "/pontiac/11.2/no-pontiac-ambush-4-plus-1-succeeds", FALSE, 4, "ambush roll 4+1", TRUE },
};

static void
pontiac_body (T *t, gconstpointer data)
{
  const PontiacRow *r = data;

  put_forces (t, 4, 4);
  if (r->pontiac)
    t_put (t, "sachem-pontiac.1", "pickawillany", 0);
  open_battle (t, SIDE_BRITISH);
  /* After a failure, the round's dice: all 1s. */
  t_do_rolls (t, "ambush 0", ROLLS (r->die, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, r->said));
  if (r->success)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
      g_assert_cmpint (t->st->pending.args[1], ==, 1);
    }
  else
    g_assert_true (t_said (t, "the ambush fails"));
}

/* ---- at least half of the FP ------------------------------------------------------------ */

typedef struct {
  const char *path;
  int nations_fp, british_fp;
  gboolean offered;
} HalfRow;

/* 11.2 "A player must have at least half of the FP as the force it is
 * ambushing": 8 British FP attack; 4 is exactly half, 3 is under it. */
static const HalfRow half_rows[] = {
  { "/pontiac/11.2/ambush-4-fp-against-8-exactly-half", 4, 8, TRUE },
  { "/pontiac/11.2/no-ambush-3-fp-against-8", 3, 8, FALSE },
};

static void
half_body (T *t, gconstpointer data)
{
  const HalfRow *r = data;

  put_forces (t, r->nations_fp, r->british_fp);
  open_battle (t, SIDE_BRITISH);
  g_assert_cmpint (t_can (t, "ambush 0"), ==, r->offered);
  g_assert_true (t_can (t, "fight"));
}

/* ---- an ambush counts as one combat round ---------------------------------------------- */

typedef struct {
  const char *path;
  gboolean ambush;            /* a failed ambush first (die 3: 3 + 1) */
} OneRoundRow;

/* 11.2 "Ambush counts as one combat round"; 11.10 "At the end of the
 * second combat round, the inferior force with fewer FP must retreat. If
 * both forces have an equal number of FP, the Attacker must retreat."
 * 4 FP each, the British attacking, no die hits: after a failed ambush
 * and one round the battle is over and the British attackers retreat;
 * without the ambush the first round leaves the defender to decide. */
static const OneRoundRow one_round_rows[] = {
  { "/pontiac/11.2/failed-ambush-then-one-round-attacker-retreats", TRUE },
  { "/pontiac/11.2/no-ambush-first-round-not-the-last", FALSE },
};

static void
one_round_body (T *t, gconstpointer data)
{
  const OneRoundRow *r = data;

  put_forces (t, 4, 4);
  open_battle (t, SIDE_BRITISH);
  if (r->ambush)
    {
      /* The ambush die, then the round: the Nations' 3 dice (one lost
       * to the failed ambush), the British 4, all 1s. */
      t_do_rolls (t, "ambush 0", ROLLS (3, 1, 1, 1, 1, 1, 1, 1));
      g_assert_true (t_said (t, "the ambush fails"));
      g_assert_true (t_said (t, "Nations roll 3 dice"));
      g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
    }
  else
    {
      t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1));
      g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
    }
}

/* ---- 5 FP: 1 Arms Point, 1 VP ---------------------------------------------------------- */

typedef struct {
  const char *path;
  gboolean passing;           /* the British pass through (10.1), else attack */
  int british_fp;             /* from Mad River; 3 Ottawa FP in Pickawillany */
  int arms, nations_vp;       /* after the ambush (0 and 10 before) */
} FiveRow;

/* 11.2 "If the Indians defeat any British force of 5 FPs or more and
 * forces them to retreat, they earn 1 Arms Point" (Example #2: "equal or
 * greater to 5 FP"); 17.1 "1 VP – Every 5FP of British units that
 * retreat".  3 Ottawa FP may ambush 5 (half is 2.5); die 5 + 1: one step,
 * and the British go back to Mad River.  5 FP: +1 Arms, +1 VP; 4: none. */
static const FiveRow five_rows[] = {
  { "/pontiac/11.2/ambushed-attack-of-5-fp-1-arms-1-vp", FALSE, 5, 1, 11 },
  { "/pontiac/11.2/ambushed-attack-of-4-fp-no-arms-no-vp", FALSE, 4, 0, 10 },
  { "/pontiac/11.2/ambushed-5-fp-passing-through-1-arms-1-vp", TRUE, 5, 1, 11 },
  { "/pontiac/11.2/ambushed-4-fp-passing-through-no-arms-no-vp", TRUE, 4, 0, 10 },
};

static void
five_body (T *t, gconstpointer data)
{
  const FiveRow *r = data;

  put_forces (t, 3, r->british_fp);
  t_vp (t, 10, 10);
  t_set_arms (t, 0);
  t_move_force (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_ENTER);
  if (r->passing)
    {
      t_do (t, "pass-through");
      g_assert_cmpint (t->st->pending.kind, ==, D_PASS_AMBUSH);
    }
  else
    {
      t_do (t, "attack");
      g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
    }
  t_do_rolls (t, "ambush 0", ROLLS (5));
  g_assert_true (t_said (t, "ambush roll 5+1"));
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  t_do (t, "casualty regulars-2.1");
  t_assert_at (t, "regulars-2.1", "mad-river");
  g_assert_cmpint (t_arms (t), ==, r->arms);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, r->nations_vp);
}

/* ---- 6.3: a nation without its Sachem does not ambush with others ---------------------- */

typedef struct {
  const char *path;
  gboolean lenape_sachem;     /* Teedyuscung with the Lenape band */
  gboolean offered;
} SachemRow;

/* 6.3 "If a nation does not have a Sachem present, that nation may not
 * participate in attacks or ambushes with other Nations" (11.1's note).
 * 6 British FP pass through Pickawillany (10.2: a force "less than the
 * moving British force"): a 1-FP Ottawa band with its sachem, Breton
 * (1 FP), and a 2-FP Lenape band.  Without a Lenape sachem only the
 * Ottawa 2 FP count, under half of 6; with Teedyuscung (1 FP), 5. */
static const SachemRow sachem_rows[] = {
  { "/pontiac/6.3/sachemless-nation-no-ambush-of-a-passing-force", FALSE, FALSE },
  { "/pontiac/6.3/both-sachems-ambush-a-passing-force", TRUE, TRUE },
};

static void
sachem_body (T *t, gconstpointer data)
{
  const SachemRow *r = data;

  put_forces (t, 0, 6);
  t_put_in (t, "pickawillany", "ottawa-band-1.1", "sachem-breton.1", "lenape-band-2.1", NULL);
  if (r->lenape_sachem)
    t_put (t, "sachem-teedyuscung.1", "pickawillany", 0);
  t_vp (t, 10, 10);
  t_move_force (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_ENTER);
  t_do (t, "pass-through");
  g_assert_cmpint (t->st->pending.kind, ==, r->offered ? D_PASS_AMBUSH : D_MOVE);
}

/* ---- every table ---------------------------------------------------------------------- */

static const TRowTable tables[] = {
  T_ROW_TABLE (pontiac_rows, pontiac_body),
  T_ROW_TABLE (half_rows, half_body),
  T_ROW_TABLE (one_round_rows, one_round_body),
  T_ROW_TABLE (five_rows, five_body),
  T_ROW_TABLE (sachem_rows, sachem_body),
};

int
main (int argc, char **argv)
{
  return t_main_row_tables (argc, argv, tables, G_N_ELEMENTS (tables));
}
