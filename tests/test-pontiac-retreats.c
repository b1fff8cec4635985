/* test-pontiac-retreats.c — 11.3 Retreats before combat, the rules the
 * seventh re-check found deletable (its U2), driven through the players'
 * actions with the dice forced:
 *
 *   British     "If any Indian Ally or Rogers accompanies the force,
 *               retreating is allowed but requires a die roll result of 1
 *               ... Subtract another 1 for ANY Indian Ally or Rogers", and
 *               the way: "British retreat to an adjacent space toward the
 *               nearest intact fort";
 *   Nations     "Indian forces ... may not retreat into a settlement or fort
 *               space".
 *
 * The units left outside a fort (11.11) are in test-pontiac-forts.c; the
 * retreat through 2 FP in test-pontiac-rules.c (through_case).  Equal VP
 * (10 to 10, so no side is behind), no Arms, no cards. */
#include "test-pontiac-util.c"

/* ---- the British: who may try, the roll, the way ---------------------------------------- */

typedef struct {
  const char *path;
  gboolean allies, rogers;    /* a 1-FP Indian Allies unit, Major Rogers, with the Regulars */
  int die;                    /* the retreat roll, 0: no try offered */
  const char *said;           /* the roll and its DRM as narrated */
  gboolean success;
} BritishRow;

/* 4 Ottawa FP from Mad River attack 4 FP of Regulars in Pickawillany: not
 * more than twice the British, no Johnson (11.3).  Alone the Regulars may
 * not try; with Allies or Rogers a modified 1 retreats, -1 for each. */
static const BritishRow british_rows[] = {
  { "/pontiac/11.3/british-regulars-alone-may-not-try", FALSE, FALSE, 0, NULL, FALSE },
  { "/pontiac/11.3/british-with-allies-roll-2-minus-1-retreats", TRUE, FALSE, 2, "British retreat roll 2-1: success", TRUE },
  { "/pontiac/11.3/british-with-allies-roll-3-minus-1-fails", TRUE, FALSE, 3, "British retreat roll 3-1: failure", FALSE },
  { "/pontiac/11.3/british-with-rogers-roll-2-minus-1-retreats", FALSE, TRUE, 2, "British retreat roll 2-1: success", TRUE },
  { "/pontiac/11.3/british-with-rogers-roll-3-minus-1-fails", FALSE, TRUE, 3, "British retreat roll 3-1: failure", FALSE },
  { "/pontiac/11.3/british-with-both-roll-3-minus-2-retreats", TRUE, TRUE, 3, "British retreat roll 3-2: success", TRUE },
  { "/pontiac/11.3/british-with-both-roll-4-minus-2-fails", TRUE, TRUE, 4, "British retreat roll 4-2: failure", FALSE },
};

static void
british_body (T *t, gconstpointer data)
{
  const BritishRow *r = data;

  t_put_in (t, "mad-river", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-2.2", NULL);
  if (r->allies)
    t_put (t, "indian-allies-1.1", "pickawillany", 0);
  if (r->rogers)
    t_put (t, "officer-rogers.1", "pickawillany", 0);
  t_attack_from (t, SIDE_NATIONS, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_cmpint (t_can (t, "try-retreat"), ==, r->die > 0);
  if (r->die == 0)
    return;
  /* After a failure, the round's dice: all 1s. */
  t_do_rolls (t, "try-retreat", ROLLS (r->die, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, r->said));
  if (!r->success)
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_RETREAT);
      return;
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  /* "toward the nearest intact fort": Fort Miami, next to Pickawillany,
   * empty and standing; not Little Miami, the White River Forks or Mad
   * River (left empty by the attackers), each farther from any fort. */
  g_assert_true (t_can (t, "retreat fort-miami"));
  g_assert_false (t_can (t, "retreat little-miami"));
  g_assert_false (t_can (t, "retreat white-river-forks"));
  g_assert_false (t_can (t, "retreat mad-river"));
}

/* ---- the Nations: never into a fort or a settlement ------------------------------------ */

typedef struct {
  const char *path;
  const char *to;
  gboolean allowed;
} NationsRow;

/* An Ottawa band and its sachem in Frankstown, attacked by 4 FP of
 * Regulars from Kittanning, retreat on a 1 (1 - 1 for the sachem).  Of
 * Frankstown's neighbours Fort Bedford (standing, empty) and the
 * Tuscarora Valley settlement are refused; Chinklacamoose and Kittanning
 * (left empty by the attackers) are open. */
static const NationsRow nations_rows[] = {
  { "/pontiac/11.3/nations-may-not-retreat-into-a-fort", "fort-bedford", FALSE },
  { "/pontiac/11.3/nations-may-not-retreat-into-a-settlement", "tuscarora-valley", FALSE },
  { "/pontiac/11.3/nations-retreat-into-the-wilderness", "chinklacamoose", TRUE },
  { "/pontiac/11.3/nations-retreat-where-the-attackers-came-from", "kittanning", TRUE },
};

static void
nations_body (T *t, gconstpointer data)
{
  const NationsRow *r = data;
  g_autofree char *retreat = g_strdup_printf ("retreat %s", r->to);

  g_assert_true (pontiac_fort_standing (&t->c, t_loc (t, "fort-bedford")));
  g_assert_true (pontiac_settlement_standing (&t->c, t_loc (t, "tuscarora-valley")));
  t_put_in (t, "frankstown", "ottawa-band-2.1", "sachem-breton.1", NULL);
  t_put_in (t, "kittanning", "regulars-2.1", "regulars-2.2", NULL);
  t_attack_from (t, SIDE_BRITISH, "kittanning", "frankstown");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "try-retreat", ROLLS (1));
  g_assert_true (t_said (t, "Nations retreat roll 1-1: success"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_cmpint (t_can (t, retreat), ==, r->allowed);
}

/* ---- every table ---------------------------------------------------------------------- */

static const TRowTable tables[] = {
  T_ROW_TABLE (british_rows, british_body),
  T_ROW_TABLE (nations_rows, nations_body),
};

int
main (int argc, char **argv)
{
  return t_main_row_tables (argc, argv, tables, G_N_ELEMENTS (tables));
}
