/* test-pontiac-offmap.c — Pontiac's War 6.1-6.3: the Off-Map Force aids
 * as fog of war.  A side puts a stack of its own into a box (its marker
 * left on the map) in its movement phase; the other side's view no longer
 * tells its pieces; the marker moves with a force that takes the whole
 * stack; a battle brings the boxes' forces back onto the map; a view dealt
 * anew never puts Indian Allies in a fort nor more FP in a fort than it
 * holds.  Everything through player actions, read through the views. */
#include "test-pontiac-util.c"
#include "bh-narration.h"

/* Does `seat`'s view tell which piece `id` is, where it lies? */
static gboolean
seen_by (T *t, const char *id, int seat)
{
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, seat);

  return !(bh_state_const_pieces (view)[t_piece (t, id)].flags & BH_PIECE_HIDDEN);
}

/* The off-map marker of `side` in `where`, -1 none. */
static int
marker_in (T *t, const char *where, int side)
{
  t_applied (t);
  return pontiac_offmap_marker_at (&t->c, t_loc (t, where), side);
}

static void
test_box_hides_from_the_other_side (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put_in (t, "pickawillany", "regulars-2.1", "officer-bouquet.1", NULL);
  t_put (t, "seneca-band-2.1", "mad-river", 0);
  t_at_phase (t, 2, "british-movement-combat");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  /* Only a stack of one's own goes into a box (6.3). */
  g_assert_false (t_can (t, "conceal mad-river"));
  g_assert_false (t_can (t, "reveal pickawillany"));
  g_assert_true (seen_by (t, "regulars-2.1", SIDE_NATIONS));
  t_do (t, "conceal pickawillany");
  g_assert_cmpint (marker_in (t, "pickawillany", SIDE_BRITISH), >=, 0);
  g_assert_true (t_said (t, "6.3"));
  /* The Nations see the marker, not the force; the British see theirs. */
  g_assert_false (seen_by (t, "regulars-2.1", SIDE_NATIONS));
  g_assert_false (seen_by (t, "officer-bouquet.1", SIDE_NATIONS));
  g_assert_true (seen_by (t, "regulars-2.1", SIDE_BRITISH));
  g_assert_true (seen_by (t, "seneca-band-2.1", SIDE_BRITISH));
  {
    g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, SIDE_NATIONS);

    g_assert_cmpint (bh_state_const_pieces (view)[marker_in (t, "pickawillany", SIDE_BRITISH)].location, ==,
                     t_loc (t, "pickawillany"));
  }
  /* Back onto the map, seen again. */
  g_assert_false (t_can (t, "conceal pickawillany"));
  t_do (t, "reveal pickawillany");
  g_assert_cmpint (marker_in (t, "pickawillany", SIDE_BRITISH), <, 0);
  g_assert_true (seen_by (t, "regulars-2.1", SIDE_NATIONS));
  t_free (t);
}

/* The Nations hide a war party the same way in their own phase. */
static void
test_nations_box (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "regulars-2.1", "pickawillany", 0);
  t_put_in (t, "mad-river", "seneca-band-2.1", "sachem-kiasutha.1", NULL);
  t_at_phase (t, 2, "nations-movement-combat");
  g_assert_false (t_can (t, "conceal pickawillany"));
  t_do (t, "conceal mad-river");
  g_assert_false (seen_by (t, "seneca-band-2.1", SIDE_BRITISH));
  g_assert_false (seen_by (t, "sachem-kiasutha.1", SIDE_BRITISH));
  g_assert_true (seen_by (t, "seneca-band-2.1", SIDE_NATIONS));
  g_assert_true (seen_by (t, "regulars-2.1", SIDE_NATIONS));
  t_free (t);
}

/* Four boxes a side (A-D, Eagle, Bear, Wolf, Deer): a fifth stack stays
 * on the map. */
static void
test_four_boxes (void)
{
  static const char *const spaces[] = { "pickawillany", "mad-river", "fort-miami", "fort-pitt", "fort-niagara" };
  T *t = t_new ("rising-1763");
  char text[64];

  t_clear_map (t);
  for (guint i = 0; i < G_N_ELEMENTS (spaces); i++)
    {
      g_snprintf (text, sizeof text, "regulars-2.%u", i + 1);
      t_put (t, text, spaces[i], 0);
    }
  t_at_phase (t, 2, "british-movement-combat");
  for (guint i = 0; i < 4; i++)
    {
      g_snprintf (text, sizeof text, "conceal %s", spaces[i]);
      t_do (t, text);
    }
  g_assert_false (t_has (t, "conceal"));
  /* A box freed serves the fifth stack. */
  t_do (t, "reveal fort-pitt");
  g_assert_true (t_can (t, "conceal fort-niagara"));
  t_free (t);
}

/* The marker moves with a force that takes the whole stack (6.3); a force
 * that leaves part of it behind moves in the open.  `left`: the regular
 * dropped before the move, or NULL. */
static void
move_boxed_pair (const char *left)
{
  T *t = t_new ("rising-1763");
  gboolean whole = left == NULL;

  t_clear_map (t);
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-2.2", NULL);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "conceal pickawillany");
  t_do (t, "form pickawillany");
  if (left != NULL)
    {
      g_autofree char *drop = g_strdup_printf ("drop %s", left);

      t_do (t, drop);
    }
  t_do (t, "move mad-river");
  g_assert_cmpint (marker_in (t, "mad-river", SIDE_BRITISH) >= 0, ==, whole);
  g_assert_cmpint (marker_in (t, "pickawillany", SIDE_BRITISH) >= 0, ==, !whole);
  g_assert_cmpint (seen_by (t, "regulars-2.1", SIDE_NATIONS), ==, !whole);
  g_assert_false (seen_by (t, "regulars-2.2", SIDE_NATIONS));
  t_free (t);
}

static void
test_marker_moves_with_its_force (void)
{
  move_boxed_pair (NULL);
  move_boxed_pair ("regulars-2.2");
}

/* A battle brings both forces back onto the map (11.1): the defender's
 * choice is made in the open. */
static void
test_battle_reveals (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-1.1", NULL);
  t_put_in (t, "mad-river", "seneca-band-2.1", "seneca-band-2.2", "seneca-band-2.3", NULL);
  t_vp (t, 0, 0);
  t_at_phase (t, 1, "british-movement-combat");
  t_do (t, "conceal pickawillany");
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "conceal mad-river");
  g_assert_false (seen_by (t, "regulars-2.1", SIDE_NATIONS));
  t_do (t, "form mad-river");
  t_do (t, "move pickawillany");
  /* Contact: the British box comes back onto the map before the Nations
   * choose to attack or pass through, a choice that turns on its FP
   * (10.1; re-check 3, F1); the Nations' box moved with them and still
   * hides them. */
  g_assert_true (t_said (t, "back onto the map"));
  g_assert_true (seen_by (t, "regulars-2.1", SIDE_NATIONS));
  if (t->st->pending.kind == D_ENTER)
    g_assert_false (seen_by (t, "seneca-band-2.1", SIDE_BRITISH));
  t_attack_if_asked (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_cmpint (marker_in (t, "pickawillany", SIDE_BRITISH), <, 0);
  g_assert_cmpint (marker_in (t, "pickawillany", SIDE_NATIONS), <, 0);
  g_assert_true (seen_by (t, "regulars-2.1", SIDE_NATIONS));
  g_assert_true (seen_by (t, "regulars-1.1", SIDE_NATIONS));
  g_assert_true (seen_by (t, "seneca-band-2.1", SIDE_BRITISH));
  t_free (t);
}

/* A view dealt anew (the computer's determinization) keeps the rules'
 * invariants: the two concealed British stacks' 7 pieces go back into the
 * two boxes, Indian Allies never into the fort, and no more than its room
 * inside it (Fort Miami, value 1: 6.2, 11.11). */
static void
test_dealt_view_keeps_the_fort (void)
{
  static const char *const inside[] = { "regulars-2.1", "regulars-2.2", "regulars-1.1" };
  T *t = t_new ("rising-1763");
  int allies_in_fort = 0;

  t_clear_map (t);
  for (guint i = 0; i < G_N_ELEMENTS (inside); i++)
    bh_state_pieces (t->st)[t_put (t, inside[i], "fort-miami", 0)].flags = F_INSIDE;
  t_put (t, "indian-allies-1.1", "fort-miami", 0);
  t_put_in (t, "pickawillany", "militia-2.1", "militia-2.2", "indian-allies-2.1", NULL);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "conceal fort-miami");
  t_do (t, "conceal pickawillany");
  g_assert_false (seen_by (t, "indian-allies-1.1", SIDE_NATIONS));
  g_assert_false (seen_by (t, "regulars-1.1", SIDE_NATIONS));
  {
    g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, SIDE_NATIONS);
    g_autoptr(BhState) dealt = bh_state_copy (view);

    for (guint64 seed = 0; seed < 64; seed++)
      {
        g_autoptr(GError) error = NULL;
        PontiacCtx c;
        int fp = 0, n;

        bh_rules_determinize (t->rules, view, SIDE_NATIONS, seed, dealt);
        g_assert_true (bh_rules_check_invariants (t->rules, dealt, &error));
        g_assert_no_error (error);
        pontiac_ctx_init (&c, t->self, dealt);
        FOR_PIECES_AT (&c, t_loc (t, "fort-miami"), p)
          if ((c.pc[p].flags & F_INSIDE) && pontiac_is_unit (&c, p))
            {
              fp += c.d->pieces[p].printed_fp;
              allies_in_fort += c.d->pieces[p].klass == PC_ALLIES;
            }
        /* The boxes' 7 pieces are dealt back to the two boxes; no fort
         * room is broken (11.11). */
        g_assert_cmpint (fp, <=, c.d->fort_capacity[CLAMP (pontiac_fort_value (&c, t_loc (t, "fort-miami")), 1, 3)]);
        n = 0;
        for (guint k = 0; k < 2; k++)
          FOR_PIECES_AT (&c, t_loc (t, k ? "pickawillany" : "fort-miami"), p)
            n += pontiac_is_military (&c, p);
        g_assert_cmpint (n, ==, 7);
      }
  }
  g_assert_cmpint (allies_in_fort, ==, 0);
  t_free (t);
}

/* The last narration as `seat` reads it. */
static char *
log_for (T *t, int seat)
{
  return bh_narration_for_seat (t->narration, seat);
}

/* 6.3: a boxed Pontiac's raise (9.1) is told in full to the Nations; the
 * British read that a leader raised FP in an off-map force, neither his
 * name, his nation nor his space. */
static void
test_log_hides_boxed_leader (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put_in (t, "pontiacs-village", "sachem-pontiac.1", "ottawa-band-1.1", NULL);
  t_put (t, "sachem-neolin.1", "mahoning", 0);
  t_put (t, "regulars-2.1", "pickawillany", 0);
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "conceal pontiacs-village");
  g_assert_cmpint (marker_in (t, "pontiacs-village", SIDE_NATIONS), >=, 0);
  t_at_phase (t, 3, "key-leaders");
  g_assert_cmpint (t->st->pending.kind, ==, D_KEY_LEADER);
  t_do (t, "raise sachem-pontiac.1 7");
  g_assert_true (t_said (t, "9.1"));
  bh_test_assert_told_only_to (t->narration, SIDE_NATIONS, SIDE_BRITISH, TRUE, "Pontiac", "Pontiac", "off-map force");
  bh_test_assert_told_only_to (t->narration, SIDE_NATIONS, SIDE_BRITISH, TRUE, "Pontiac's Village", "Ottawa", "9.1");
  /* Neolin, on the map, is named to both. */
  t_do (t, "raise sachem-neolin.1 1");
  bh_test_assert_told_only_to (t->narration, SIDE_NATIONS, SIDE_BRITISH, FALSE, "Neolin", "Neolin", NULL);
  t_free (t);
}

/* 6.3: a boxed force's move names the leader it drops off and the one
 * it picks up from another box (10.0) to its own side; the other side
 * reads "a piece of an off-map force", not whether it is a leader.  On the map, the same actions
 * name them to both. */
static void
drop_and_pick_up (gboolean boxed)
{
  static const struct { const char *act, *name; } steps[] = {
    { "drop officer-bouquet.1", "Bouquet" },
    { "move mad-river", NULL },
    { "pickup officer-gladwin.1", "Gladwin" },
  };
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-2.2", "officer-bouquet.1", NULL);
  t_put_in (t, "mad-river", "officer-gladwin.1", "regulars-1.1", NULL);
  t_at_phase (t, 2, "british-movement-combat");
  if (boxed)
    {
      t_do (t, "conceal pickawillany");
      t_do (t, "conceal mad-river");
    }
  t_do (t, "form pickawillany");
  for (guint i = 0; i < G_N_ELEMENTS (steps); i++)
    {
      g_autofree char *nations = NULL;

      t_do (t, steps[i].act);
      if (steps[i].name == NULL)
        continue;
      g_assert_true (t_said (t, "10.0"));
      bh_test_assert_told_only_to (t->narration, SIDE_BRITISH, SIDE_NATIONS, boxed, steps[i].name, steps[i].name,
                                   "a piece of an off-map force");
      nations = log_for (t, SIDE_NATIONS);
      g_assert_nonnull (strstr (nations, "10.0"));
    }
  t_free (t);
}

static void
test_log_hides_boxed_drop_off (void)
{
  drop_and_pick_up (TRUE);
  drop_and_pick_up (FALSE);
}

/* 16.2: a wounded leader who dies by his health roll (a 1) in an off-map
 * box is named, with the VP his death gives, to his own side only; the
 * other side reads that a piece of an off-map force is killed.  A roll
 * of 2 leaves him wounded.  `side` hides `leader` in `space`. */
typedef struct {
  int side;
  const char *leader, *name, *space, *phase, *elsewhere;
  int roll;
  gboolean dies;
} HealthRow;

static void
test_log_hides_boxed_leader_death (void)
{
  static const HealthRow rows[] = {
    { SIDE_BRITISH, "officer-bouquet.1", "Bouquet", "fort-pitt", "british-movement-combat", "fort-niagara", 1, TRUE },
    { SIDE_BRITISH, "officer-bouquet.1", "Bouquet", "fort-pitt", "british-movement-combat", "fort-niagara", 2, FALSE },
    { SIDE_NATIONS, "sachem-kiasutha.1", "Kiasutha", "mad-river", "nations-movement-combat", "pickawillany", 1, TRUE },
  };

  for (guint i = 0; i < G_N_ELEMENTS (rows); i++)
    {
      const HealthRow *r = &rows[i];
      T *t = t_new_empty ("rising-1763");
      const int rolls[] = { r->roll, 0 };
      g_autofree char *own = NULL;
      g_autofree char *other = NULL;
      g_autofree char *conceal = g_strdup_printf ("conceal %s", r->space);

      t_put (t, r->leader, r->space, 1);
      t_put (t, r->side == SIDE_BRITISH ? "regulars-2.1" : "seneca-band-2.1", r->space, 0);
      t_at_phase (t, 2, r->phase);
      t_do (t, conceal);
      /* A disrupted unit on the map gives the side a rally to decide
       * (16.2); its "done" brings the leaders' health rolls. */
      t_put (t, r->side == SIDE_BRITISH ? "regulars-1.2" : "seneca-band-1.1", r->elsewhere, 1);
      t_at_phase (t, 2, "rally");
      g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
      g_assert_cmpint (t->st->pending.side, ==, r->side);
      t_do_rolls (t, "done", rolls);
      g_assert_true (t_said (t, "16.2"));
      bh_test_assert_told_only_to (t->narration, r->side, 1 - r->side, TRUE, r->name, r->name, NULL);
      own = log_for (t, r->side);
      other = log_for (t, 1 - r->side);
      g_assert_cmpint (strstr (own, "killed") != NULL, ==, r->dies);
      g_assert_cmpint (strstr (other, "a piece of an off-map force is killed") != NULL, ==, r->dies);
      /* The roll that leaves him wounded tells neither kind nor face
       * (fifth re-check N5). */
      if (!r->dies)
        {
          g_assert_nonnull (strstr (other, "A piece of an off-map force rolls"));
          g_assert_null (strstr (other, "leader"));
        }
      g_assert_cmpint (t_pc (t, r->leader)->location, ==, r->dies ? t->self->d->box_removed : t_loc (t, r->space));
      t_free (t);
    }
}

/* 15.2: a sachem of a boxed stack wintering in a village where another
 * box of his side stands is named, in the action and in its note, to the
 * Nations only; on the map, to both (test_nations_winter's villages). */
static void
test_log_hides_boxed_wintering (void)
{
  for (int boxed = 0; boxed < 2; boxed++)
    {
      T *t = t_new_empty ("campaign");

      t_put (t, "shawnee-band-2.1", "lower-shawnee-town", 0);
      t_put_in (t, "point-pleasant", "shawnee-band-1.2", "sachem-kaske.1", NULL);
      if (boxed)
        {
          t_at_phase (t, 4, "nations-movement-combat");
          t_do (t, "conceal lower-shawnee-town");
          t_do (t, "conceal point-pleasant");
        }
      t_at_phase (t, 4, "wintering");
      g_assert_cmpint (t->st->pending.kind, ==, D_WINTER);
      t_do (t, "winter sachem-kaske.1 lower-shawnee-town");
      g_assert_true (t_said (t, "15.2"));
      bh_test_assert_told_only_to (t->narration, SIDE_NATIONS, SIDE_BRITISH, boxed,
                                   "Kaske winters in Lower Shawnee Town (15.2)", "Kaske",
                                   "a piece of an off-map force winters in Lower Shawnee Town (15.2)");
      t_free (t);
    }
}

/* 6.1, 6.2, 6.3: a box is there "to increase fog of war": the other side
 * sees the marker, never how many counters are in it, which, of what sort
 * or strength.  Two stacks boxed in two spaces, then the same stacks in each
 * other's space: the other side's views are byte for byte the same, while
 * the owner's differ.  Each row: the side boxing, its two spaces, its two
 * stacks (three pieces at most, NULL-ended early). */
static const struct {
  int side;
  const char *phase, *space[2], *stack[2][3];
} box_swaps[] = {
  /* Pontiac, a Key Leader, against a sachem of another nation (6.1). */
  { SIDE_NATIONS, "nations-movement-combat", { "mad-river", "mahoning" },
    { { "sachem-pontiac.1", "ottawa-band-1.1" }, { "sachem-kiasutha.1", "seneca-band-1.1" } } },
  /* Neolin against a 2-FP band. */
  { SIDE_NATIONS, "nations-movement-combat", { "mad-river", "mahoning" },
    { { "sachem-neolin.1" }, { "seneca-band-2.1" } } },
  /* 2 FP of bands against 4 FP. */
  { SIDE_NATIONS, "nations-movement-combat", { "mad-river", "mahoning" },
    { { "ottawa-band-1.1", "ottawa-band-1.2" }, { "seneca-band-2.1", "seneca-band-2.2" } } },
  /* An officer and Regulars against artillery and Militia (6.2). */
  { SIDE_BRITISH, "british-movement-combat", { "pickawillany", "mad-river" },
    { { "officer-bouquet.1", "regulars-2.1" }, { "artillery.1", "militia-2.1" } } },
  /* Supply against a Replacement Officer. */
  { SIDE_BRITISH, "british-movement-combat", { "pickawillany", "mad-river" },
    { { "supply.1" }, { "replacement-officer.1" } } },
  /* 4 FP of Regulars against 1-FP Militia and Indian Allies: neither
   * strength nor kind (re-check 3, F1). */
  { SIDE_BRITISH, "british-movement-combat", { "pickawillany", "mad-river" },
    { { "regulars-2.1", "regulars-2.2" }, { "militia-1.1", "indian-allies-1.1" } } },
  /* 2 counters against 3, either side: no count per box (F1). */
  { SIDE_BRITISH, "british-movement-combat", { "pickawillany", "mad-river" },
    { { "militia-2.1", "militia-2.2" }, { "regulars-1.1", "regulars-1.2", "regulars-1.3" } } },
  { SIDE_NATIONS, "nations-movement-combat", { "mad-river", "mahoning" },
    { { "ottawa-band-1.1", "ottawa-band-1.2" }, { "seneca-band-1.1", "seneca-band-1.2", "seneca-band-2.1" } } },
};

/* Row `row`'s stacks boxed, stack 0 in space `first`, stack 1 in the other. */
static T *
boxed_pair (guint row, guint first)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  for (guint k = 0; k < 2; k++)
    for (guint i = 0; i < 3 && box_swaps[row].stack[k][i]; i++)
      t_put (t, box_swaps[row].stack[k][i], box_swaps[row].space[k == first ? 0 : 1], 0);
  t_at_phase (t, 2, box_swaps[row].phase);
  for (guint k = 0; k < 2; k++)
    {
      g_autofree char *act = g_strdup_printf ("conceal %s", box_swaps[row].space[k]);

      t_do (t, act);
    }
  return t;
}

static void
test_box_shows_no_strength (void)
{
  for (guint row = 0; row < G_N_ELEMENTS (box_swaps); row++)
    {
      T *one = boxed_pair (row, 0), *two = boxed_pair (row, 1);
      int owner = box_swaps[row].side;
      g_autoptr(BhState) other_one = bh_rules_dup_view (one->rules, one->st, 1 - owner);
      g_autoptr(BhState) other_two = bh_rules_dup_view (two->rules, two->st, 1 - owner);
      g_autoptr(BhState) own_one = bh_rules_dup_view (one->rules, one->st, owner);
      g_autoptr(BhState) own_two = bh_rules_dup_view (two->rules, two->st, owner);

      g_test_message ("row %u: %s in %s, %s in %s", row, box_swaps[row].stack[0][0], box_swaps[row].space[0],
                      box_swaps[row].stack[1][0], box_swaps[row].space[1]);
      g_assert_false (seen_by (one, box_swaps[row].stack[0][0], 1 - owner));
      g_assert_true (bh_state_equal (other_one, other_two));
      g_assert_false (bh_state_equal (own_one, own_two));
      t_free (one);
      t_free (two);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/6.3/box-hides-from-the-other-side", test_box_hides_from_the_other_side);
  g_test_add_func ("/pontiac/6.3/nations-box", test_nations_box);
  g_test_add_func ("/pontiac/6.3/four-boxes-a-side", test_four_boxes);
  g_test_add_func ("/pontiac/6.3/marker-moves-with-its-force", test_marker_moves_with_its_force);
  g_test_add_func ("/pontiac/6.3/box-shows-no-strength", test_box_shows_no_strength);
  g_test_add_func ("/pontiac/6.3/battle-reveals", test_battle_reveals);
  g_test_add_func ("/pontiac/6.3/dealt-view-keeps-the-fort", test_dealt_view_keeps_the_fort);
  g_test_add_func ("/pontiac/6.3/log-hides-boxed-leader", test_log_hides_boxed_leader);
  g_test_add_func ("/pontiac/6.3/log-hides-boxed-drop-off", test_log_hides_boxed_drop_off);
  g_test_add_func ("/pontiac/6.3/log-hides-boxed-leader-death", test_log_hides_boxed_leader_death);
  g_test_add_func ("/pontiac/6.3/log-hides-boxed-wintering", test_log_hides_boxed_wintering);
  return g_test_run ();
}
