/* test-pontiac-must-attack.c — 20.0 C and D, the introductory battles:
 * the side the scenario names "must attack" in its turn, and D's "whoever
 * survives retreats to Fort Niagara".  Driven through the players'
 * actions; the battles are played out with the first listed action that
 * is no retreat. */
#include "test-pontiac-util.c"

static int
british_fp_at (T *t, const char *where)
{
  int fp = 0, loc = t_loc (t, where);

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (bh_state_pieces (t->st)[p].location == loc && pontiac_side_of (&t->c, p) == SIDE_BRITISH
        && pontiac_is_unit (&t->c, p))
      fp += t->self->d->pieces[p].printed_fp;
  return fp;
}

/* How many listed actions start with `prefix`. */
static int
t_count_legal (T *t, const char *prefix)
{
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  int n = 0;

  bh_rules_list_actions (t->rules, t->st, legal);
  for (guint i = 0; i < legal->len; i++)
    {
      g_autofree char *text = bh_rules_format_action (t->rules, &g_array_index (legal, BhAction, i));

      n += g_str_has_prefix (text, prefix);
    }
  return n;
}

/* The Seneca still on the map gather in Devil's Hole. */
static void
seneca_in_the_portage (T *t)
{
  static const char *const ids[] = {
    "sachem-honeywus", "seneca-band-2.1", "seneca-band-2.2", "seneca-band-2.3", "seneca-band-2.4",
  };

  for (guint i = 0; i < G_N_ELEMENTS (ids); i++)
    if (pontiac_is_space (&t->c, t_where (t, ids[i])))
      t_put (t, ids[i], "devils-hole", t_face (t, ids[i]));
}

/* 20.0 C: "The British ... must attack the Indian force" on the first
 * turn (turn 2): no `done` before the attack; the force formed at Bushy
 * Run may step only onto the Nations in the Fort Pitt C space, and not
 * stop.  "On the second turn the Nations Player must attack": on turn 3
 * the Nations may not end their movement before attacking, while the
 * British, who must not, may end theirs at once. */
static void
test_c_bushy_run (void)
{
  T *t = t_new ("c-bushy-run");

  g_assert_cmpint (t->st->turn, ==, 2);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);   /* the Nations count as having moved */
  g_assert_false (t_can (t, "done"));
  t_do (t, "form bushy-run");
  g_assert_false (t_has (t, "stop"));
  /* "must attack the Indian force" names no size: the force may leave
   * pieces behind (a reading; D's second turn is another matter). */
  g_assert_true (t_can (t, "drop supply.1"));
  g_assert_true (t_can (t, "move fort-pitt"));
  g_assert_cmpint (t_count_legal (t, "move "), ==, 1);       /* Bushy Run has other neighbours */
  t_do (t, "move fort-pitt");
  t_attack_if_asked (t);
  g_assert_true (t_said (t, "attack in"));
  t_play_to_movement (t, 3, SIDE_NATIONS, NULL);
  g_assert_true (t_has (t, "form"));           /* with this game's dice the Nations still stand */
  g_assert_false (t_can (t, "done"));
  t_free (t);
}

/* 20.0 C: the attack made, the British may end their movement though a
 * unit elsewhere (put in Philadelphia for the test) could still move. */
static void
test_c_attack_made (void)
{
  T *t = t_new ("c-bushy-run");

  t_put (t, "militia-2.1", "philadelphia", 0);
  g_assert_false (t_can (t, "done"));
  t_do (t, "form bushy-run");
  t_do (t, "move fort-pitt");
  t_attack_if_asked (t);
  t_play_to_movement (t, 2, SIDE_BRITISH, NULL);
  g_assert_true (t_has (t, "form philadelphia"));
  g_assert_true (t_can (t, "done"));
  t_free (t);
}

/* C played to the Nations' turn-3 movement: the British formed at Bushy
 * Run attack the Nations in the Fort Pitt C space on turn 2 (20.0 C). */
static T *
c_to_nations_turn_3 (void)
{
  T *t = t_new ("c-bushy-run");

  t_do (t, "form bushy-run");
  t_do (t, "move fort-pitt");
  t_attack_if_asked (t);
  t_play_to_movement (t, 3, SIDE_NATIONS, NULL);
  return t;
}

/* 20.0 C, the other side of each turn: on turn 3 the British need not
 * attack; and the Fort Pitt C space holds no fort (forts-in-play is
 * empty), so a Nations force standing there is offered no attack on it. */
static void
test_c_second_turn (void)
{
  T *t = c_to_nations_turn_3 ();

  /* With this game's dice the Nations hold the Fort Pitt C space alone. */
  g_assert_true (t_has (t, "form fort-pitt"));
  g_assert_cmpint (british_fp_at (t, "fort-pitt"), ==, 0);
  t_do (t, "form fort-pitt");
  g_assert_false (t_can (t, "attack"));
  t_play_to_movement (t, 3, SIDE_BRITISH, NULL);
  g_assert_true (t_can (t, "done"));
  t_free (t);
}

/* 20.0 C, turn 3: "the Nations Player must attack" names no size, as
 * the British turn's does not: the force formed may leave pieces behind
 * (the reading of the C British and D first-turn rows; only D's second
 * turn names "this combined force"). */
static void
test_c_nations_token_force (void)
{
  T *t = c_to_nations_turn_3 ();

  g_assert_false (t_can (t, "done"));
  t_do (t, "form fort-pitt");                   /* with this game's dice, as above */
  g_assert_false (t_has (t, "stop"));
  g_assert_true (t_has (t, "drop "));
  t_free (t);
}

/* 20.0 D: the Nations must attack the force in the Portage on turn 2
 * (no `done` before it); the battle over, the British who survive it go
 * to Fort Niagara, narrated with 20.0; the British need not attack on
 * turn 2 nor the Nations on turn 3; on turn 3 the combined British
 * force must. */
static void
test_d_devils_hole (void)
{
  T *t = t_new ("d-devils-hole");
  int before = british_fp_at (t, "devils-hole");
  g_autoptr(GString) said = g_string_new (NULL);

  g_assert_cmpint (before, ==, 4);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_false (t_can (t, "done"));
  t_do (t, "form buffalo-creek");
  g_assert_false (t_has (t, "stop"));
  g_assert_true (t_can (t, "drop seneca-band-2.1"));     /* no size named on the first turn */
  t_do (t, "move devils-hole");
  g_assert_cmpint (t->st->pending.kind, ==, D_ENTER);
  g_assert_false (t_has (t, "pass-through"));  /* 8 FP against 4 could pass (10.1), but must attack */
  t_do (t, "attack");
  t_play_to_movement (t, 2, SIDE_BRITISH, said);
  g_assert_cmpint (british_fp_at (t, "devils-hole"), ==, 0);
  g_assert_cmpint (british_fp_at (t, "fort-niagara"), >, 0);      /* with this game's dice */
  g_assert_nonnull (strstr (said->str, "the British who survive the battle go to Fort Niagara (20.0)"));
  g_assert_true (t_can (t, "done"));
  t_do (t, "done");
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_true (t_can (t, "done"));           /* the Nations: no longer bound */
  t_do (t, "done");
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_false (t_can (t, "done"));          /* the combined force must attack */
  /* "this combined force (along with all the remaining supply) must
   * attack": formed in Fort Niagara it drops nothing and has no way but
   * onto the Seneca in the Portage (not Philadelphia by water, 10.2).
   * (With these dice the Seneca fell back from the Portage on turn 2;
   * the test puts them back in it.) */
  seneca_in_the_portage (t);
  t_do (t, "form fort-niagara");
  g_assert_true (t_can (t, "move devils-hole"));
  g_assert_false (t_has (t, "move philadelphia"));
  g_assert_false (t_has (t, "drop "));
  {
    g_autofree char *why = t_refusal (t, "drop supply.1");

    g_assert_nonnull (strstr (why, "the whole force, with all its supply, must attack this turn (rule 20.0)"));
  }
  t_do (t, "move devils-hole");
  t_attack_if_asked (t);
  /* The second turn's battle: whoever holds the Portage stays there. */
  g_string_truncate (said, 0);
  t_play_out (t, said);
  g_assert_null (strstr (said->str, "go to Fort Niagara"));
  t_free (t);
}

/* 20.0 D: a British attack on the first turn, which they need not make,
 * does not free them from the second turn's: the obligation is each
 * turn's own. */
static void
test_d_voluntary_attack (void)
{
  T *t = t_new ("d-devils-hole");

  t_do (t, "form buffalo-creek");
  t_do (t, "move devils-hole");
  t_do (t, "attack");
  t_play_to_movement (t, 2, SIDE_BRITISH, NULL);
  g_assert_true (t_can (t, "done"));
  seneca_in_the_portage (t);
  t_do (t, "form fort-niagara");
  t_do (t, "move devils-hole");
  t_attack_if_asked (t);
  g_assert_true (t_said (t, "British attack in Devil's Hole"));
  t_play_to_movement (t, 3, SIDE_BRITISH, NULL);
  g_assert_true (t_has (t, "form fort-niagara"));       /* Fraser and the Regulars, arrived (20.0) */
  g_assert_false (t_can (t, "done"));
  t_free (t);
}

/* 20.0 D, turn 3: "this combined force ... must attack" binds the side
 * until it has attacked, and no longer.  A random game (referee-pg2
 * P2-2, seed 12, tests/data/pontiac-d-seed12-second-force.blockhouse):
 * on turn 2 the British survivors marched from Fort Niagara back to
 * Devil's Hole; on turn 3 the reinforcements (3 Regulars and Fraser)
 * arrive in Fort Niagara, the Devil's Hole group attacks Buffalo Creek
 * (ambushed, back to Devil's Hole), then a second force forms in Fort
 * Niagara: the bind is spent, so it may leave pieces behind. */
static void
test_d_second_force_after_the_attack (void)
{
  T *t = t_new ("d-devils-hole");

  /* Before the attack: the force formed in Devil's Hole drops nothing. */
  g_assert_cmpuint (t_replay_save (t, "pontiac-d-seed12-second-force.blockhouse", "d-devils-hole", 59), ==, 59);
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_false (t_has (t, "drop "));
  g_assert_false (t_can (t, "done"));
  /* After it: the second force, in Fort Niagara, may drop. */
  g_assert_cmpuint (t_replay_save (t, "pontiac-d-seed12-second-force.blockhouse", "d-devils-hole", 0), ==, 65);
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_cmpint (t_where (t, "officer-fraser"), ==, t_loc (t, "fort-niagara"));
  g_assert_true (t_can (t, "drop officer-fraser"));
  g_assert_true (t_can (t, "drop regulars-2.2"));
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/20.0/c-british-must-attack-then-nations", test_c_bushy_run);
  g_test_add_func ("/pontiac/20.0/c-attack-made-then-done", test_c_attack_made);
  g_test_add_func ("/pontiac/20.0/c-second-turn-and-no-fort", test_c_second_turn);
  g_test_add_func ("/pontiac/20.0/c-nations-turn-3-may-drop", test_c_nations_token_force);
  g_test_add_func ("/pontiac/20.0/d-must-attack-survivors-to-niagara", test_d_devils_hole);
  g_test_add_func ("/pontiac/20.0/d-voluntary-attack-binds-nothing", test_d_voluntary_attack);
  g_test_add_func ("/pontiac/20.0/d-second-force-may-drop-after-the-attack", test_d_second_force_after_the_attack);
  return g_test_run ();
}
