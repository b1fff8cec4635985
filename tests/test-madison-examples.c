/* test-madison-examples.c — Mr. Madison's War: the digest's worked
 * examples on fort classes (T03-T05, 2.71, 10.32 case 4) and Indians alone
 * in a fort (T39, 2.76), each a US attack with the 11th Infantry (3B) and
 * the class modifier (10.31) read from the log: one step of class is one
 * point (A1/A2).  The forts' values and classes are the data's
 * (board.xml): Prescott C 1, Ft. George B 2.  And the naval lead
 * classes (T38, 12.32), from the ships' classes in counters.xml. */
#include "test-madison-util.c"

/* The US 11th attacks `to` from `from` in 1814; `defenders` stand there
 * with their faces; the defender's lead is the first one offered. */
static T *
t_us_attack (const char *from, const char *to, const char *const *defenders, const int *faces)
{
  T *t = t_new ("1814");

  t_clear (t);
  t_play_at (t, 7, MAD_US);
  t_put (t, "us-11th", from, 0);
  for (int i = 0; defenders[i]; i++)
    t_put (t, defenders[i], to, faces ? faces[i] : 0);
  t_fight (t, "us-11th", from, to, ROLLS (3, 4));
  t_do_first_while (t, D_LEAD, ROLLS (3, 4));
  return t;
}

/* T03 (2.71): one B unit in a C fort defends as B: the fort never lowers
 * a class.  The 100th (2B) in Prescott: B against B, +0. */
static void
test_t03_b_unit_in_c_fort (void)
{
  const char *def[] = { "gb-100th", NULL };
  T *t = t_us_attack ("williamsburg", "prescott", def, NULL);

  t_assert_narrates (t, "with the fort");
  t_assert_narrates (t, "Lead units 11th Infantry and 100th: class modifier +0 (10.31)");
  t_free (t);
}

/* T04 (2.71): a C militia in a B fort defends as B (+0); in the open the
 * same militia is C (+1). */
static void
test_t04_c_militia_in_b_fort (void)
{
  const char *def[] = { "gb-york-militia", NULL };

  for (int fort = 0; fort < 2; fort++)
    {
      T *t = t_us_attack (fort ? "queenston" : "ft-george", fort ? "ft-george" : "forty-mile-creek", def, NULL);

      t_assert_narrates (t, fort ? "class modifier +0 (10.31)" : "class modifier +1 (10.31)");
      t_free (t);
    }
}

/* T05 (10.32 case 4): only reduced C units in a B fort: class C in the
 * first round (+1); with one full-strength unit among them the fort's B
 * (+0). */
static void
test_t05_reduced_in_b_fort (void)
{
  const char *def[] = { "gb-york-militia", "gb-lincoln-militia", NULL };
  static const int all_reduced[] = { 1, 1 }, one_full[] = { 0, 1 };

  for (int full = 0; full < 2; full++)
    {
      T *t = t_us_attack ("queenston", "ft-george", def, full ? one_full : all_reduced);

      t_assert_narrates (t, "Round 1 at Ft. George");
      t_assert_narrates (t, full ? "class modifier +0 (10.31)" : "class modifier +1 (10.31)");
      t_free (t);
    }
}

/* T39 (2.76): Indians alone in a fort get neither its value nor its
 * class: the Potawatomi (2C) in Ft. George defend with 2 and class C
 * (+1); with the York militia beside them the fort's 2 and B count. */
static void
test_t39_indians_alone_in_fort (void)
{
  for (int militia = 0; militia < 2; militia++)
    {
      const char *alone[] = { "gb-potawatomi", NULL }, *with[] = { "gb-potawatomi", "gb-york-militia", NULL };
      T *t = t_us_attack ("queenston", "ft-george", militia ? with : alone, NULL);

      if (militia)
        t_assert_narrates (t, "attack 3 against defence 7 with the fort");   /* 2 + 3 + 2 */
      else
        {
          t_assert_narrates (t, "attack 3 against defence 2,");
          g_assert_false (t_narrated (t, "with the fort"));
          t_assert_narrates (t, "class modifier +1 (10.31)");
        }
      t_free (t);
    }
}

/* On to the dice: the British 41st detachment leads (10.31), the US the
 * first unit offered; no battle cards; the dice roll `rolls`. */
static void
t_41st_leads (T *t, const int *rolls)
{
  while (t->st->pending.kind == D_LEAD || t->st->pending.kind == D_BATTLE_CARD)
    {
      g_autofree char *first = t_find (t, "lead ");
      const char *text = t->st->pending.kind == D_BATTLE_CARD ? "no-battle-card"
                         : t->st->pending.side == MAD_GB ? "lead gb-41st-det" : first;
      g_autoptr(BhState) copy = bh_state_copy (t->st);
      BhAction a;

      g_assert_true (bh_rules_parse_action (t->rules, text, &a, NULL));
      a.side = t->st->pending.side;
      bh_rules_apply (t->rules, copy, &a);
      if (copy->n_rolls > 0)
        {
          t_do_rolls (t, text, rolls);
          return;
        }
      t_do (t, text);
    }
}

/* 2.76: Indians who began the card play in a fort with other units keep
 * the fort "even if the other units are eliminated in the same combat
 * round".  The 11th and 12th (3B each) attack Ft. George (B 2) from
 * Queenston, held by the Potawatomi (2C) and the 41st detachment (2A, one
 * step); round 1 is an exchange: the detachment, leading, is eliminated,
 * and in round 2 the Potawatomi still defend with the fort's 2 (4, not 2)
 * and class. */
static void
test_fort_kept_after_others_eliminated (void)
{
  T *t = t_new ("1814");
  gsize mark;
  gboolean exchanged = FALSE;

  t_clear (t);
  t_play_at (t, 7, MAD_US);
  t_put (t, "us-11th", "queenston", 0);
  t_put (t, "us-12th", "queenston", 0);
  t_put (t, "gb-potawatomi", "ft-george", 0);
  t_put (t, "gb-41st-det", "ft-george", 0);
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  t_do (t, "ops card-33");
  t_do (t, "units queenston");
  t_do (t, "add us-11th");
  t_do (t, "add us-12th");
  t_go (t);
  t_do (t, "move us-11th ft-george");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_do (t, "move us-12th ft-george");
  if (t->st->pending.kind == D_RBC)
    t_do (t, "stand");
  t_keep_story_on (t);
  t_do (t, "end");
  /* Round 1: the dice that make an exchange (the CRT's, tables.xml). */
  mark = t->story->len;
  for (int d = 2; d <= 12 && !exchanged; d++)
    {
      BhState *saved = bh_state_copy (t->st);

      t_41st_leads (t, d <= 7 ? ROLLS (1, d - 1) : ROLLS (6, d - 6));
      exchanged = strstr (t->story->str + mark, "result EX") != NULL;
      if (exchanged)
        bh_state_free (saved);
      else
        {
          bh_state_free (t->st);
          t->st = saved;
          mad_ctx_init (&t->c, t->self, t->st);
          g_string_truncate (t->story, mark);
        }
    }
  g_assert_true (exchanged);
  t_assert_narrates (t, "Round 1 at Ft. George: attack 6 against defence 6 with the fort");   /* 2 + 2 + 2 */
  /* The exchange eliminates the detachment; round 2 follows at once. */
  t_assert_narrates (t, "41st Detachment is eliminated (10.32)");
  t_assert_narrates (t, "Round 2 at Ft. George: attack 3 against defence 4 with the fort");
  t_assert_narrates (t, "Lead units 12th Infantry and Potawatomi: class modifier +0 (10.31)");   /* B against the fort's B */
  t_free (t);
}

/* T38 (12.32): an A lead ship against B is +1 for the attacker, against C
 * +2; a better defender makes it negative (B against A, -1).  One US ship
 * sails from Sackets Harbour into the Lake Ontario box against one British
 * ship. */
static void
test_t38_naval_lead_class (void)
{
  static const struct { const char *us, *gb, *expect; } cases[] = {
    { "us-superior", "gb-royal-george", "Lead ships Superior and Royal George: +1 (12.32)" },
    { "us-superior", "gb-earl-of-moira", "Lead ships Superior and Earl of Moira: +2 (12.32)" },
    { "us-oneida", "gb-wolfe", "Lead ships Oneida and Wolfe: -1 (12.32)" },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      g_autofree char *add = g_strdup_printf ("add %s", cases[i].us);
      g_autofree char *move = g_strdup_printf ("move %s lake-ontario", cases[i].us);
      T *t = t_new ("1814");

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      t_put (t, cases[i].us, "sackets-harbour", 0);
      t_put (t, cases[i].gb, "lake-ontario", 0);
      bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
      t_do (t, "ops card-33");
      t_do (t, "units sackets-harbour");
      t_do (t, add);
      t_do (t, "go");
      t_do (t, move);
      t_keep_story_on (t);
      t_do (t, "end");
      t_assert_narrates (t, cases[i].expect);
      t_free (t);
    }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/2.71/T03-b-unit-in-c-fort", test_t03_b_unit_in_c_fort);
  g_test_add_func ("/madison/3.12/T03-b-unit-in-c-fort", test_t03_b_unit_in_c_fort);
  g_test_add_func ("/madison/2.71/T04-c-militia-in-b-fort", test_t04_c_militia_in_b_fort);
  g_test_add_func ("/madison/10.32/T05-reduced-units-in-b-fort", test_t05_reduced_in_b_fort);
  g_test_add_func ("/madison/10.31/T05-reduced-units-in-b-fort", test_t05_reduced_in_b_fort);
  g_test_add_func ("/madison/2.76/T39-indians-alone-in-fort", test_t39_indians_alone_in_fort);
  g_test_add_func ("/madison/2.76/fort-kept-after-others-eliminated", test_fort_kept_after_others_eliminated);
  g_test_add_func ("/madison/12.32/T38-naval-lead-class", test_t38_naval_lead_class);
  g_test_add_func ("/madison/3.22/T38-naval-lead-class", test_t38_naval_lead_class);
  return g_test_run ();
}
