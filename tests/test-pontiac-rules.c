/* test-pontiac-rules.c — Pontiac's War rules, one rule at a time, driven
 * through player actions on the real map; numbers from the rulebook, each
 * tested on both sides of its boundary.  Positions are built with the
 * state API (the pieces a rule example needs, the phase it happens in);
 * dice are forced through bh_pontiac_rules_force_dice. */
#include "test-pontiac-util.c"

/* ---- 10.1, 10.2: movement allowance ------------------------------------------ */

/* Moves a force as far as it goes through empty wilderness, villages and
 * historic sites; returns the number of spaces entered. */
static int
walk (T *t)
{
  int steps = 0;

  for (;;)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
      int to = -1;

      bh_rules_list_actions (t->rules, t->st, actions);
      for (guint i = 0; i < actions->len && to < 0; i++)
        {
          const BhAction *a = &g_array_index (actions, BhAction, i);
          int s = a->args[0];
          int kind = t->self->d->spaces[s].kind;

          if (a->kind == A_MOVE && t->c.ix->head[s] < 0 && (kind == SK_WILDERNESS || kind == SK_HISTORIC)
              && !t->self->d->spaces[s].naval)
            to = s;
        }
      if (to < 0)
        return steps;
      {
        g_autofree char *id = bh_game_data_dup_location_id (t->data, to);
        g_autofree char *text = g_strdup_printf ("move %s", id);

        t_do (t, text);
      }
      steps++;
    }
}

static void
test_nations_move_10 (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "ottawa-band-2.1", "mad-river", 0);
  t_at_phase (t, 2, "nations-movement-combat");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  t_do (t, "form mad-river");
  /* 10 spaces, not 11 (10.1). */
  g_assert_cmpint (walk (t), ==, 10);
  g_assert_true (t_can (t, "stop"));
  t_free (t);
}

static void
test_british_move_8 (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "regulars-2.1", "mad-river", 0);
  t_at_phase (t, 2, "british-movement-combat");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  t_do (t, "form mad-river");
  /* 8 spaces, not 9 (10.2). */
  g_assert_cmpint (walk (t), ==, 8);
  t_free (t);
}

/* ---- 10.1: pass-through needs more FP ------------------------------------------- */

static void
pass_through_case (int moving_fp, gboolean may_pass)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  /* 2 British FP in the wilderness next to the Nations. */
  t_put (t, "regulars-2.1", "pickawillany", 0);
  t_put (t, "ottawa-band-2.1", "fort-miami", 0);
  t_put (t, "ottawa-band-1.1", "mad-river", 0);
  if (moving_fp >= 3)
    t_put (t, "ottawa-band-2.2", "mad-river", 0);
  t_move_force (t, SIDE_NATIONS, "mad-river", "pickawillany");
  if (may_pass)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_ENTER);
      g_assert_true (t_can (t, "pass-through"));
    }
  else
    /* Not stronger: the move ends in an attack (10.1, 11.1). */
    g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_free (t);
}

/* ---- 11.3: British retreat automatic against more than twice ----------------- */

static void
british_retreat_case (int nations_fp, gboolean automatic)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  /* R6 / R7: 3 British FP in the open; the Nations bring 6 or 7. */
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-1.1", NULL);
  t_put_in (t, "mad-river", "seneca-band-2.1", "seneca-band-2.2", "seneca-band-2.3", NULL);
  if (nations_fp == 7)
    t_put (t, "sachem-kiasutha.1", "mad-river", 0);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_NATIONS, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  if (automatic)
    {
      /* 7 > 2 × 3: the retreat needs no roll (R6). */
      t_do (t, "try-retreat");
      g_assert_cmpint (t->st->n_rolls, ==, 0);
      g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
    }
  else
    /* 6 = 2 × 3, no Allies, Rogers or Johnson: no retreat (R7). */
    g_assert_false (t_can (t, "try-retreat"));
  t_free (t);
}

/* ---- 11.3: Nations retreat on a modified 1 ------------------------------------ */

static void
nations_retreat_case (int roll, gboolean success)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  /* R5: a 2-FP Ottawa band with a sachem, attacked by 4 British FP;
   * Nations ahead in VP: -1 for the sachem only. */
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "sachem-breton.1", NULL);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", NULL);
  t_vp (t, 5, 0);
  t_attack_at (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "try-retreat", ROLLS (roll));
  if (success)
    g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  else
    g_assert_cmpint (t->st->pending.kind, !=, D_RETREAT);
  t_free (t);
}

/* ---- 11.11: siege minimum and fort value ------------------------------------- */

static void
siege_case (int nations_fp, gboolean siege)
{
  T *t = t_new ("rising-1763");
  int fp = 0;

  t_clear_map (t);
  t_put (t, "royal-americans-1.1", "fort-miami", 0);
  while (fp + 2 <= nations_fp)
    {
      g_autofree char *id = g_strdup_printf ("miami-band-2.%d", fp / 2 + 1);

      t_put (t, id, "kekionga", 0);
      fp += 2;
    }
  if (fp < nations_fp)
    t_put (t, "miami-band-1.1", "kekionga", 0);
  t_attack_at (t, SIDE_NATIONS, "kekionga", "fort-miami");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do (t, "fort-up");
  /* 4 FP besiege a value-1 fort, 3 do not (11.11). */
  g_assert_cmpint (pontiac_besieged (&t->c, t_loc (t, "fort-miami")), ==, siege);
  t_free (t);
}

/* R8's position: 6 Nations FP in Kekionga, 2 British FP in Fort Miami
 * (value 1), 5 Arms Points, no cards in hand. */
static void
r8_position (T *t)
{
  t_clear_map (t);
  t_put (t, "royal-americans-2.1", "fort-miami", 0);
  t_put_in (t, "kekionga", "miami-band-2.1", "miami-band-2.2", "miami-band-2.3", NULL);
  t_no_cards (t);
  t_set_arms (t, 5);
}

/* R8: 6 Nations FP with an Arms Point against Fort Miami (value 1); dice
 * 1,3,3,4,5,6: 2 hits less 1 for the fort = 1 step. */
static void
test_fort_value_cancels_hits (void)
{
  T *t = t_new ("rising-1763");

  r8_position (t);
  t_attack_at (t, SIDE_NATIONS, "kekionga", "fort-miami");
  t_do (t, "fort-up");
  g_assert_cmpint (t->st->pending.kind, ==, D_ARMS);
  /* Nations dice first (6 dice), then the British 2 FP inside. */
  t_do_rolls (t, "arms", ROLLS (1, 3, 3, 4, 5, 6, 1, 1));
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_arms], ==, 4);
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.args[1], ==, 1);
  t_free (t);
}

/* 11.1: the battle account names the action that rolled a round's dice
 * (steps 8-9), not those before it nor the casualty choices after it
 * (step 10), which roll none. */
static int
battle_named (T *t, const char *text, const int *rolls)
{
  g_autoptr(BhState) before = bh_state_copy (t->st);
  BhAction a;
  int where = -2;

  t_parse_legal (t, text, &a);
  if (rolls != NULL)
    t_do_rolls (t, text, rolls);
  else
    t_do (t, text);
  g_assert_true (bh_rules_battle_location (t->rules, before, &a, t->st, &where));
  return where;
}

static void
test_battle_named (void)
{
  T *t = t_new ("rising-1763");
  int fort = t_loc (t, "fort-miami");

  r8_position (t);
  t_at_phase (t, 2, "nations-movement-combat");
  g_assert_cmpint (battle_named (t, "form kekionga", NULL), ==, BH_NONE);
  g_assert_cmpint (battle_named (t, "move fort-miami", NULL), ==, BH_NONE);
  t_attack_if_asked (t);
  g_assert_cmpint (battle_named (t, "fort-up", NULL), ==, BH_NONE);
  g_assert_cmpint (t->st->pending.kind, ==, D_ARMS);
  /* The round's dice: the battle at Fort Miami (R8's 1 step). */
  g_assert_cmpint (battle_named (t, "arms", ROLLS (1, 3, 3, 4, 5, 6, 1, 1)), ==, fort);
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  {
    g_autofree char *casualty = t_find (t, "");

    g_assert_cmpint (battle_named (t, casualty, NULL), ==, BH_NONE);
  }
  t_free (t);
}

/* ---- 11.11: siege attrition (R9) ---------------------------------------------- */

static void
test_siege_attrition_r9 (void)
{
  T *t = t_new ("rising-1763");
  const char *inside[] = {
    "regulars-1.1", "regulars-1.2", "regulars-1.3", "regulars-1.4", "artillery.1",
    "officer-gladwin.1", "officer-campbell.1", "ship-huron.1", "ship-michigan.1", "supply.1", "supply.2",
  };

  t_clear_map (t);
  for (guint i = 0; i < G_N_ELEMENTS (inside); i++)
    {
      int p = t_put (t, inside[i], "fort-detroit", 0);

      bh_state_pieces (t->st)[p].flags |= F_INSIDE;
    }
  bh_state_pieces (t->st)[t_piece (t, "regulars-1.4")].face = 1;    /* 1 disrupted Regular */
  bh_state_pieces (t->st)[t_piece (t, "officer-campbell.1")].face = 1; /* 1 wounded officer */
  t_put_series (t, "ottawa-band-2", 1, 5, "bloody-run", 0);
  pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, "fort-detroit"));
  t_at_phase (t, 1, "siege-attrition");
  /* 3×2 + 1 + 1 + 2 + 1 + 2 ships = 13 steps: ⌈13/3⌉ = 5 losses. */
  g_assert_cmpint (t->st->pending.kind, ==, D_ATTRITION);
  g_assert_cmpint (t->st->pending.args[1], ==, 5);
  t_do (t, "spend-supply supply.1");
  t_do (t, "spend-supply supply.2");
  /* 5 - 4 = 1 step: one Regular flips. */
  g_assert_true (t->st->pending.kind == D_ATTRITION);
  g_assert_false (t_can (t, "casualty regulars-1.4"));   /* flip before kill (11.9) */
  t_do (t, "casualty regulars-1.1");
  g_assert_cmpint (t_face (t, "regulars-1.1"), ==, 1);
  g_assert_cmpint (t_where (t, "supply.1"), ==, t->self->d->box_pool);
  /* Spent supply gives the Nations nothing (11.11). */
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 0);
  t_free (t);
}

/* ---- 11.9: a 2-FP unit's four steps (R12) ------------------------------------- */

static void
test_two_fp_unit_steps (void)
{
  T *t = t_new ("rising-1763");
  int big = t_piece (t, "regulars-2.1");

  t_clear_map (t);
  t_put (t, "regulars-2.1", "auglaize", 0);
  t_vp (t, 0, 0);
  pontiac_step_loss (&t->c, big, TRUE, "11.9");
  g_assert_cmpint (t_face (t, "regulars-2.1"), ==, 1);              /* D2 */
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 0);
  pontiac_step_loss (&t->c, big, TRUE, "11.9");
  /* H1 by making change (6.0): +1 VP. */
  g_assert_cmpint (t_where (t, "regulars-2.1"), !=, t_loc (t, "auglaize"));
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 1);
  {
    int small = -1;

    FOR_PIECES_AT (&t->c, t_loc (t, "auglaize"), p)
      small = p;
    g_assert_cmpint (small, >=, 0);
    g_assert_cmpint (t->self->d->pieces[small].printed_fp, ==, 1);
    g_assert_cmpint (bh_state_pieces (t->st)[small].face, ==, 0);
    pontiac_step_loss (&t->c, small, TRUE, "11.9");                  /* D1 */
    pontiac_step_loss (&t->c, small, TRUE, "11.9");                  /* gone */
  }
  g_assert_cmpint (t->c.ix->head[t_loc (t, "auglaize")], <, 0);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 2);
  t_free (t);
}

/* ---- 21.5: the Campaign's VP reset (R13) -------------------------------------- */

static void
test_campaign_vp_reset (void)
{
  T *t = t_new_empty ("campaign");

  /* 13 forts razed: not the British automatic victory of 1763 (21.5). */
  bh_state_markers (t->st)[t->self->d->m_razed] = 13;
  t_vp (t, 29, 21);
  t_at_phase (t, 4, "victory-points");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 8);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 0);
  t_free (t);
}

/* ---- hidden hands (7.0) -------------------------------------------------------- */

static void
test_hands_hidden (void)
{
  T *t = t_new ("rising-1763");
  g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, SIDE_BRITISH);
  const BhPieceState *pc = bh_state_const_pieces (view);
  int hand = t->self->d->box_hand[SIDE_NATIONS], n = 0;

  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (pc[p].location == hand)
      {
        n++;
        g_assert_true (pc[p].flags & BH_PIECE_HIDDEN);
      }
  /* 8 cards dealt (21.1), none identifiable by the British. */
  g_assert_cmpint (n, ==, 8);
  t_free (t);
}

/* 7.0: a mulligan is played face down: the British never learn which card
 * it was, in their view of the Nations discards or in the log; the Nations
 * still see it.  A card played for its effect is revealed (11.1 step 4). */
static void
test_mulligan_face_down (void)
{
  T *t = t_new ("rising-1763");
  int hand = t->self->d->box_hand[SIDE_NATIONS], discard = t->self->d->box_discard[SIDE_NATIONS];
  int mulligan = -1, played = -1;
  g_autofree char *mull_text = NULL, *play_text = NULL, *mull_name = NULL, *play_name = NULL;

  t_clear_map (t);
  t_put (t, "regulars-1.1", "mad-river", 0);
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_NATIONS, "pickawillany", "mad-river");
  while (t->st->pending.kind == D_DEFEND)
    t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  /* A card that is not an OH NO! card (those may not be mulligans). */
  FOR_PIECES_AT (&t->c, hand, p)
    if (t->self->d->pieces[p].oh_no == 0)
      mulligan = p;
  g_assert_cmpint (mulligan, >=, 0);
  mull_name = bh_game_data_dup_piece_id (t->data, mulligan);
  mull_text = g_strdup_printf ("mulligan %s", mull_name);
  t_do (t, mull_text);
  /* The log line names no card and shows the rule of any card (11.4). */
  g_assert_null (strstr (t->narration, pontiac_piece_name (&t->c, mulligan)));
  g_assert_cmpstr (bh_rules_action_rule (t->rules, t->st, &(BhAction) { .kind = A_MULLIGAN }), ==, "11.4");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  FOR_PIECES_AT (&t->c, t->self->d->box_hand[SIDE_BRITISH], p)
    played = p;
  play_name = bh_game_data_dup_piece_id (t->data, played);
  play_text = g_strdup_printf ("play %s", play_name);
  t_do (t, play_text);
  /* Both committed: step 4 reveals the British card, not the mulligan. */
  g_assert_nonnull (strstr (t->narration, pontiac_piece_name (&t->c, played)));
  g_assert_null (strstr (t->narration, pontiac_piece_name (&t->c, mulligan)));
  /* Both in the discards; the mulligan hidden from the British only. */
  g_assert_cmpint (t_where (t, mull_name), ==, discard);
  g_assert_false (bh_rules_piece_visible (t->rules, t->st, mulligan, SIDE_BRITISH));
  g_assert_true (bh_rules_piece_visible (t->rules, t->st, mulligan, SIDE_NATIONS));
  g_assert_cmpint (bh_state_pieces (t->st)[played].location, ==, t->self->d->box_discard[SIDE_BRITISH]);
  g_assert_true (bh_rules_piece_visible (t->rules, t->st, played, SIDE_NATIONS));
  {
    g_autoptr(BhState) view = bh_rules_dup_view (t->rules, t->st, SIDE_BRITISH);
    guint n_hidden = 0;

    for (guint p = 0; p < t->self->d->n_pieces; p++)
      if (bh_state_const_pieces (view)[p].location == discard)
        {
          g_assert_true (bh_state_const_pieces (view)[p].flags & BH_PIECE_HIDDEN);
          n_hidden++;
        }
    g_assert_cmpuint (n_hidden, ==, 1);
  }
  t_free (t);
}

/* ---- 9.1 (R1): key leaders and War Belts ------------------------------------- */

static void
test_r1_reinforcements (void)
{
  T *t = t_new ("rising-1763");
  int before;

  t_clear_map (t);
  /* Pontiac with a 1-FP Ottawa band; Neolin next to a Lenape village
   * (Kuskusky); Belt A on the Ottawa, belt B on the Mississauga. */
  t_put_in (t, "pontiacs-village", "sachem-pontiac.1", "ottawa-band-1.1", NULL);
  t_put (t, "sachem-neolin.1", "mahoning", 0);
  t_put (t, "war-belt.1", "reinforcements-ottawa", 0);
  t_put (t, "war-belt.2", "reinforcements-mississauga", 0);
  t_vp (t, 0, 0);
  before = t_fp_on_map (t, SIDE_NATIONS);
  t_at_phase (t, 2, "key-leaders");
  g_assert_cmpint (t->st->pending.kind, ==, D_KEY_LEADER);
  t_do (t, "raise sachem-pontiac.1 7");            /* Ottawa */
  /* The rule's example: the 1-FP band became a 2-FP band in his space. */
  g_assert_cmpint (t_where (t, "ottawa-band-1.1"), !=, t_loc (t, "pontiacs-village"));
  g_assert_cmpint (t_fp_on_map (t, SIDE_NATIONS), ==, before + 1);
  t_do (t, "raise sachem-neolin.1 1");             /* Lenape, the nearest village */
  g_assert_cmpint (t_fp_on_map (t, SIDE_NATIONS), ==, before + 2);
  g_assert_cmpint (t->st->pending.kind, ==, D_BELTS);
  t_do (t, "belt war-belt.2 reinforcements-miami");
  /* Each belt moves once (fifth re-check N7): war-belt.2 no more, war-belt.1 still. */
  g_assert_false (t_has (t, "belt war-belt.2 "));
  g_assert_true (t_has (t, "belt war-belt.1 "));
  /* Belt A rolls 3 (1 FP), belt B 6 (2 FP); not behind, no modifier. */
  t_do_rolls (t, "roll-belts", ROLLS (3, 6));
  g_assert_cmpint (t->st->pending.kind, ==, D_PLACE);
  t_do_found (t, "place miami-band-2");
  t_do_found (t, "place ottawa-band-1");
  g_assert_cmpint (t_fp_on_map (t, SIDE_NATIONS), ==, before + 5);
  t_free (t);
}

/* 9.1: +1 to the belt roll when behind: a 2 becomes 3 and raises 1 FP. */
static void
belt_case (gboolean behind, int fp_raised)
{
  T *t = t_new ("rising-1763");
  int before;

  t_clear_map (t);
  t_put_in (t, "reinforcements-shawnee", "war-belt.1", "war-belt.2", NULL);
  t_vp (t, behind ? 0 : 5, behind ? 15 : 0);
  before = t_fp_on_map (t, SIDE_NATIONS);
  t_at_phase (t, 2, "war-belts");
  t_do_rolls (t, "roll-belts", ROLLS (2, 1));
  while (t->st->pending.kind == D_PLACE && t->st->pending.side == SIDE_NATIONS)
    t_do_found (t, "place shawnee-band-1");
  g_assert_cmpint (t_fp_on_map (t, SIDE_NATIONS), ==, before + fp_raised);
  t_free (t);
}

/* ---- 9.2 (R2): Militia and Guinea Loans ---------------------------------------- */

static void
test_r2_militia_and_guineas (void)
{
  T *t = t_new ("response-1764");
  int bank;

  t_vp (t, 10, 0);    /* the British are behind */
  t_at_phase (t, 5, "militia-volunteers");
  /* Roll 3 + 1 = 4: 2 Militia FP. */
  bh_pontiac_rules_force_dice (t->st, ROLLS (3), 1);
  t_at_phase (t, 5, "militia-volunteers");
  g_assert_cmpint (t->st->pending.kind, ==, D_PLACE);
  g_assert_true (t_has (t, "place militia-2"));
  t_do_found (t, "place militia-2");
  g_assert_cmpint (t->st->pending.kind, ==, D_BUY);
  bank = bh_state_markers (t->st)[t->self->d->m_guineas];
  /* 8 FP of line infantry: the reconstructed counter mix has no 2-FP
   * Regulars left in 1764, so Black Watch stand in (same cost, 9.2). */
  for (int k = 0; k < 4; k++)
    {
      g_autofree char *two = t_find (t, "buy regulars-2");

      if (two == NULL)
        two = t_find (t, "buy black-watch-2");
      g_assert_nonnull (two);
      t_do (t, two);
    }
  for (int k = 0; k < 2; k++)
    t_do_found (t, "buy royal-americans-2");
  /* Johnson is in Fort Niagara: Indian Allies may be bought. */
  for (int k = 0; k < 2; k++)
    t_do_found (t, "buy indian-allies-2");
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, bank + 16);
  /* Units wait in the Summer box (9.2). */
  g_assert_cmpint (bh_state_count_at (t->st, t->self->d->box_summer), >=, 8);
  t_free (t);
}


/* 9.2: at most 25 Guineas a Spring: with 24 spent, a 2-FP unit may not be
 * bought, a 1-FP unit may; with 25, nothing. */
static void
test_guinea_limit_25 (void)
{
  T *t = t_new ("rising-1763");
  int bank;

  t_at_phase (t, 1, "guinea-loans");
  g_assert_cmpint (t->st->pending.kind, ==, D_BUY);
  bank = bh_state_markers (t->st)[t->self->d->m_guineas];
  while (bh_state_markers (t->st)[t->self->d->m_guineas] < bank + 24)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
      g_autofree char *two = NULL;

      bh_rules_list_actions (t->rules, t->st, actions);
      for (guint i = 0; i < actions->len && two == NULL; i++)
        {
          char *text = bh_rules_format_action (t->rules, &g_array_index (actions, BhAction, i));

          if (g_str_has_prefix (text, "buy ") && strstr (text, "-2."))
            two = text;
          else
            g_free (text);
        }
      if (two == NULL)
        g_error ("no 2-FP purchase: %s", t_actions (t));
      t_do (t, two);
    }
  {
    g_autofree char *list = t_actions (t);

    g_assert_null (strstr (list, "-2."));
  }
  t_do_found (t, "buy regulars-1");
  g_assert_false (t_has (t, "buy"));
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, bank + 25);
  t_free (t);
}

/* 9.2: the log counts Guineas as a number, one Guinea in the singular
 * (referee re-check 4, M6): artillery costs 1, a 2-FP unit 2. */
static void
test_guinea_log_plural (void)
{
  T *t = t_new ("rising-1763");

  t_at_phase (t, 1, "guinea-loans");
  t_do_found (t, "buy artillery");
  g_assert_true (t_said (t, "bought for 1 Guinea;"));
  t_do_found (t, "buy regulars-2");
  g_assert_true (t_said (t, "bought for 2 Guineas;"));
  t_free (t);
}

/* ---- 11.2 (R3, R4): ambush ---------------------------------------------------- */

static void
test_r3_ambush (void)
{
  T *t = t_new_empty ("rising-1763");

  /* 4 British FP, 1 of them disrupted, enter 3 Nations FP. */
  t_put_in (t, "mad-river", "regulars-1.1", "regulars-1.2", "regulars-1.3", NULL);
  t_put (t, "regulars-1.4", "mad-river", 1);
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-1.1", NULL);
  t_set_arms (t, 5);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  /* 5 +1 Nations +1 Arms = 7: a second roll of 4, capped at 3 FP. */
  t_do_rolls (t, "ambush 1", ROLLS (5, 4));
  g_assert_cmpint (t_arms (t), ==, 4);
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.args[1], ==, 3);
  t_do (t, "casualty regulars-1.1");
  t_do (t, "casualty regulars-1.2");
  t_do (t, "casualty regulars-1.3");
  g_assert_cmpint (t_face (t, "regulars-1.1"), ==, 1);
  g_assert_cmpint (t_face (t, "regulars-1.3"), ==, 1);
  /* The ambushed force goes back; 4 FP is under 5: no Arms (11.2). */
  g_assert_cmpint (t_where (t, "regulars-1.1"), ==, t_loc (t, "mad-river"));
  g_assert_cmpint (t_arms (t), ==, 4);
  t_free (t);
}

static void
ambush_half_case (int nations_fp, gboolean offered)
{
  T *t = t_new_empty ("rising-1763");

  /* R4: 9 British FP; the Nations need at least half (4.5). */
  t_put_series (t, "regulars-2", 1, 4, "mad-river", 0);
  t_put (t, "regulars-1.1", "mad-river", 0);
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  if (nations_fp == 5)
    t_put (t, "ottawa-band-1.1", "pickawillany", 0);
  t_set_arms (t, 5);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_cmpint (t_can (t, "ambush 0"), ==, offered);
  if (offered)
    {
      /* 5 + 1 = 6: one step, the 9 FP go back: +1 Arms, +1 VP (9/5). */
      t_do_rolls (t, "ambush 0", ROLLS (5));
      t_do (t, "casualty regulars-1.1");
      g_assert_cmpint (t_arms (t), ==, 6);
      g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 1);
    }
  t_free (t);
}

/* ---- 11.3 (R14): Nations retreat with Pontiac while behind ------------------- */

static void
pontiac_retreat_case (int roll, gboolean success)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "pickawillany", "ottawa-band-2.1", "sachem-pontiac.1", NULL);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", NULL);
  t_vp (t, 0, 5);     /* behind: -1; Pontiac -2 */
  t_attack_at (t, SIDE_BRITISH, "mad-river", "pickawillany");
  t_do_rolls (t, "try-retreat", ROLLS (roll));
  g_assert_cmpint (t->st->pending.kind == D_RETREAT, ==, success);
  t_free (t);
}

/* ---- 11.3: retreat through enemies -------------------------------------------- */

static gboolean
adjacent (T *t, int a, int b)
{
  const PontiacSpaceInfo *si = &t->self->d->spaces[a];

  for (guint i = si->adj_start; i < si->adj_start + si->adj_count; i++)
    if (t->self->d->adj[i] == b)
      return TRUE;
  return FALSE;
}

/* Ottawa 2 FP + 1 FP at Pickawillany, attacked from Mad River; every
 * other neighbour holds 2 British FP, except `gap`, which holds `gap_fp`;
 * the Nations retreat (a roll of 1) through `gap` to an empty space
 * beyond.  Past 2 FP both bands are disrupted, past 1 FP only one; the
 * sachem with them is wounded either way.  With `disrupted` the 1-FP band
 * is disrupted before: past 2 FP "all retreating disrupted units are
 * removed" (11.3). */
static void
through_case (int gap_fp, gboolean disrupted)
{
  T *t = t_new_empty ("rising-1763");
  int from = t_loc (t, "pickawillany"), mad = t_loc (t, "mad-river");
  const PontiacSpaceInfo *fi;
  int gap = -1, dest = -1, k = 3;

  t_vp (t, 5, 0);
  fi = &t->self->d->spaces[from];
  for (guint i = fi->adj_start; i < fi->adj_start + fi->adj_count && dest < 0; i++)
    {
      int g = t->self->d->adj[i];
      const PontiacSpaceInfo *gi = &t->self->d->spaces[g];

      if (g == mad)
        continue;
      for (guint j = gi->adj_start; j < gi->adj_start + gi->adj_count && dest < 0; j++)
        {
          int u = t->self->d->adj[j];

          if (u != from && u != mad && !adjacent (t, from, u) && !adjacent (t, mad, u)
              && t->self->d->spaces[u].kind == SK_WILDERNESS)
            {
              gap = g;
              dest = u;
            }
        }
    }
  g_assert_cmpint (dest, >=, 0);
  for (guint i = fi->adj_start; i < fi->adj_start + fi->adj_count; i++)
    {
      int g = t->self->d->adj[i];
      g_autofree char *id = bh_game_data_dup_location_id (t->data, g);
      g_autofree char *unit = g_strdup_printf ("regulars-2.%d", k++);

      if (g == gap && gap_fp == 1)
        t_put (t, "militia-1.1", id, 0);
      else if (g != mad)
        t_put (t, unit, id, 0);
    }
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-1.1", "sachem-breton.1", NULL);
  if (disrupted)
    t_put (t, "ottawa-band-1.1", "pickawillany", 1);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", "regulars-1.1", "regulars-1.2", NULL);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form mad-river");
  /* 2 FP stay behind: Mad River is held too. */
  t_do (t, "drop regulars-1.1");
  t_do (t, "drop regulars-1.2");
  t_do (t, "move pickawillany");
  t_attack_if_asked (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "try-retreat", ROLLS (1));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  {
    g_autofree char *id = bh_game_data_dup_location_id (t->data, dest);
    g_autofree char *text = g_strdup_printf ("retreat %s", id);

    t_do (t, text);
    t_assert_at (t, "ottawa-band-2.1", id);
    if (disrupted)
      {
        /* Removed, off the map: not in the space, nor anywhere on it. */
        g_assert_true (t_said (t, "is eliminated"));
        g_assert_cmpint (t_where (t, "ottawa-band-1.1"), >=, (int) t->self->d->n_spaces);
        g_assert_cmpint (t_face (t, "ottawa-band-2.1"), ==, 1);
        g_assert_cmpint (t_face (t, "sachem-breton.1"), ==, 1);
        t_free (t);
        return;
      }
    t_assert_at (t, "ottawa-band-1.1", id);
  }
  /* Past a single FP one unit flips, the Nations choosing which
   * (re-check 4 M11): either band may; past 2 FP both flip unasked. */
  if (gap_fp == 1)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT_FLIP);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
      g_assert_true (t_can (t, "flip ottawa-band-2.1"));
      g_assert_true (t_can (t, "flip ottawa-band-1.1"));
      g_assert_false (t_can (t, "flip sachem-breton.1"));
      t_do (t, "flip ottawa-band-1.1");
    }
  else
    g_assert_cmpint (t->st->pending.kind, !=, D_RETREAT_FLIP);
  g_assert_cmpint (t_face (t, "ottawa-band-1.1"), ==, 1);
  g_assert_cmpint (t_face (t, "ottawa-band-2.1"), ==, gap_fp >= 2 ? 1 : 0);
  /* A healthy sachem is wounded past enemies, whatever their FP. */
  g_assert_cmpint (t_face (t, "sachem-breton.1"), ==, 1);
  t_free (t);
}

/* A Nations force (a 2-FP and a 1-FP Ottawa band) at Pickawillany with a
 * British unit on every space within two of it: no free space next to it,
 * none beyond a single enemy space either (11.3 allows passing one).  The
 * retreat roll succeeds (1) but the force has nowhere to go and is lost,
 * 1 VP to the British per Indian unit eliminated (17.3).  With one space
 * two away left free, the force retreats through the enemy to it. */
static void
no_route_case (gboolean one_free)
{
  T *t = t_new_empty ("rising-1763");
  const PontiacData *d = t->self->d;
  int from = t_loc (t, "pickawillany"), mad = t_loc (t, "mad-river"), k = 0, free_space = -1;
  gboolean *held = g_new0 (gboolean, d->n_spaces);
  static const char *const kinds[] = { "royal-americans-1", "regulars-1", "black-watch-1", "militia-1", "royal-americans-2" };

  t_vp (t, 5, 0);
  for (guint i = d->spaces[from].adj_start; i < d->spaces[from].adj_start + d->spaces[from].adj_count; i++)
    {
      int g = d->adj[i];

      held[g] = TRUE;
      for (guint j = d->spaces[g].adj_start; j < d->spaces[g].adj_start + d->spaces[g].adj_count; j++)
        {
          int u = d->adj[j];

          if (u == from)
            continue;
          if (one_free && free_space < 0 && u != mad && !adjacent (t, from, u) && d->spaces[u].kind == SK_WILDERNESS)
            free_space = u;
          held[u] = TRUE;
        }
    }
  if (one_free)
    {
      g_assert_cmpint (free_space, >=, 0);
      held[free_space] = FALSE;
    }
  for (guint s = 0; s < d->n_spaces; s++)
    if (held[s] && (int) s != mad)
      {
        g_autofree char *where = bh_game_data_dup_location_id (t->data, s);
        g_autofree char *unit = g_strdup_printf ("%s.%d", kinds[k / 6], k % 6 + 1);

        g_assert_cmpuint (k / 6, <, G_N_ELEMENTS (kinds));
        t_put (t, unit, where, 0);
        k++;
      }
  g_free (held);
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-1.1", NULL);
  /* 4 FP attack from Mad River; 2 FP stay behind to hold it. */
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", "regulars-2.3", NULL);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form mad-river");
  t_do (t, "drop regulars-2.3");
  t_do (t, "move pickawillany");
  t_attack_if_asked (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "try-retreat", ROLLS (1));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  if (one_free)
    {
      g_autofree char *id = bh_game_data_dup_location_id (t->data, free_space);
      g_autofree char *text = g_strdup_printf ("retreat %s", id);

      t_do (t, text);
      t_assert_at (t, "ottawa-band-2.1", id);
      t_assert_at (t, "ottawa-band-1.1", id);
    }
  else
    {
      g_assert_false (t_has (t, "retreat"));
      t_do (t, "done");
      g_assert_cmpint (t_where (t, "ottawa-band-2.1"), >=, (int) d->n_spaces);
      g_assert_cmpint (t_where (t, "ottawa-band-1.1"), >=, (int) d->n_spaces);
      g_assert_true (t_said (t, "no space to retreat to"));
      g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 2);
    }
  t_free (t);
}

static void
test_no_route_lost (void)
{
  no_route_case (FALSE);
}

static void
test_one_route_through (void)
{
  no_route_case (TRUE);
}

/* A British force (2 + 1 FP and Johnson, who makes the retreat
 * automatic) whose only free neighbour is a Nations village retreats past
 * it to the space beyond: one unit flips, "like a village" (11.3);
 * Johnson keeps his health (no enemy passed). */
static void
test_retreat_past_village (void)
{
  T *t = t_new ("rising-1763");
  const PontiacData *d = t->self->d;
  int from = -1, village = -1, dest = -1, attack = -1, k = 1, stays = 0;

  for (guint s = 0; s < d->n_spaces && dest < 0; s++)
    {
      const PontiacSpaceInfo *si = &d->spaces[s];

      if (si->kind != SK_WILDERNESS || si->adj_count < 2)
        continue;
      for (guint i = si->adj_start; i < si->adj_start + si->adj_count && dest < 0; i++)
        {
          int v = d->adj[i];
          const PontiacSpaceInfo *vi = &d->spaces[v];

          if (vi->kind != SK_VILLAGE)
            continue;
          for (guint j = vi->adj_start; j < vi->adj_start + vi->adj_count && dest < 0; j++)
            {
              int u = d->adj[j];

              if (u != (int) s && d->spaces[u].kind == SK_WILDERNESS && !adjacent (t, s, u))
                {
                  from = s;
                  village = v;
                  dest = u;
                }
            }
        }
    }
  g_assert_cmpint (dest, >=, 0);
  t_clear_map (t);
  t_no_cards (t);
  t_vp (t, 0, 0);
  {
    const PontiacSpaceInfo *fi = &d->spaces[from];

    for (guint i = fi->adj_start; i < fi->adj_start + fi->adj_count; i++)
      {
        int g = d->adj[i];
        g_autofree char *id = bh_game_data_dup_location_id (t->data, g);
        g_autofree char *band = g_strdup_printf ("ottawa-band-2.%d", k++);

        if (g == village)
          continue;
        if (attack < 0)
          attack = g;
        t_put (t, band, id, 0);
        if (g == attack)
          {
            g_autofree char *more = g_strdup_printf ("ottawa-band-2.%d", stays = k++);

            t_put (t, more, id, 0);
          }
      }
  }
  {
    g_autofree char *fid = bh_game_data_dup_location_id (t->data, from);
    g_autofree char *aid = bh_game_data_dup_location_id (t->data, attack);
    g_autofree char *form = g_strdup_printf ("form %s", aid);
    g_autofree char *move = g_strdup_printf ("move %s", fid);
    g_autofree char *did = bh_game_data_dup_location_id (t->data, dest);
    g_autofree char *retreat = g_strdup_printf ("retreat %s", did);
    g_autofree char *drop = g_strdup_printf ("drop ottawa-band-2.%d", stays);

    t_put (t, "regulars-2.1", fid, 0);
    t_put (t, "regulars-1.1", fid, 0);
    t_put (t, "officer-johnson.1", fid, 0);
    t_at_phase (t, 2, "nations-movement-combat");
    t_do (t, form);
    /* One band stays: the space attacked from is held too. */
    t_do (t, drop);
    t_do (t, move);
    t_attack_if_asked (t);
    g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
    t_do (t, "try-retreat");
    g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
    t_do (t, retreat);
    t_assert_at (t, "regulars-2.1", did);
    t_assert_at (t, "officer-johnson.1", did);
  }
  /* "Like a village" one unit flips: the British choose which (re-check 4
   * M11); here the 2-FP Regulars. */
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT_FLIP);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_true (t_can (t, "flip regulars-1.1"));
  t_do (t, "flip regulars-2.1");
  g_assert_cmpint (t_face (t, "regulars-1.1"), ==, 0);
  g_assert_cmpint (t_face (t, "regulars-2.1"), ==, 1);
  g_assert_cmpint (t_face (t, "officer-johnson.1"), ==, 0);
  t_free (t);
}

/* ---- 18.2: Nation Activation ------------------------------------------------- */

/* Spring 1763 of The Rising with 18.2: every nation marked ? rolls `roll`
 * (forced), with the VP given; the cube of the first such nation. */
static int
activation_case (int roll, int nations_vp, int british_vp)
{
  T *t = t_new_with_option ("rising-1763", "nation-activation");
  int rolls[PONTIAC_MAX_NATIONS], first = -1, cube;

  for (int i = 0; i < PONTIAC_MAX_NATIONS; i++)
    rolls[i] = roll;
  for (guint n = 0; n < t->self->d->n_nations && first < 0; n++)
    if (t->self->d->activation_ask[n] & 1)
      first = n;
  g_assert_cmpint (first, >=, 0);
  t_vp (t, nations_vp, british_vp);
  bh_pontiac_rules_force_dice (t->st, rolls, PONTIAC_MAX_NATIONS);
  t_at_phase (t, 1, "nation-activation");
  cube = ((PontiacExtra *) bh_state_extra (t->st))->activation[first];
  /* A nation not marked ? is willing (white). */
  for (guint n = 0; n < t->self->d->n_nations; n++)
    if (!(t->self->d->activation_ask[n] & 1))
      g_assert_cmpint (((PontiacExtra *) bh_state_extra (t->st))->activation[n], ==, CUBE_WHITE);
  t_free (t);
  return cube;
}

static void
test_activation_table (void)
{
  g_assert_cmpint (activation_case (1, 0, 0), ==, CUBE_RED);     /* 1 or less */
  g_assert_cmpint (activation_case (2, 0, 0), ==, CUBE_BLACK);   /* 2-3 */
  g_assert_cmpint (activation_case (3, 0, 0), ==, CUBE_BLACK);
  g_assert_cmpint (activation_case (4, 0, 0), ==, CUBE_WHITE);   /* 4-6 */
  /* +1 when the Nations lead, -1 when the British do; none when tied. */
  g_assert_cmpint (activation_case (3, 2, 1), ==, CUBE_WHITE);
  g_assert_cmpint (activation_case (2, 1, 2), ==, CUBE_RED);
  g_assert_cmpint (activation_case (4, 1, 2), ==, CUBE_BLACK);
}

/* Black: the nation moves but does not attack; red: it does not move,
 * and its bands in the field went home. */
static void
activation_effect_case (int cube)
{
  T *t = t_new_with_option ("rising-1763", "nation-activation");
  int huron = bh_game_data_find_nation (t->data, "huron");

  t_clear_map (t);
  t_no_cards (t);
  t_put (t, "regulars-1.1", "pickawillany", 0);
  t_put (t, "huron-band-2.1", "mad-river", 0);
  t_at_phase (t, 2, "nations-movement-combat");
  ((PontiacExtra *) bh_state_extra (t->st))->activation[huron] = cube;
  if (cube == CUBE_RED)
    g_assert_false (t_can (t, "form mad-river"));
  else
    {
      t_do (t, "form mad-river");
      /* 2 FP against 1 may pass through at +1 MP (10.1), but a black
       * cube keeps the force out of the British space altogether. */
      g_assert_cmpint (t_can (t, "move pickawillany"), ==, cube == CUBE_WHITE);
    }
  t_free (t);
}

/* A red cube sends the nation's bands in the field home (18.2). */
static void
test_activation_red_goes_home (void)
{
  T *t = t_new_with_option ("rising-1763", "nation-activation");
  int huron = bh_game_data_find_nation (t->data, "huron");
  int rolls[PONTIAC_MAX_NATIONS];

  g_assert_true (t->self->d->activation_ask[huron] & 1);
  for (int i = 0; i < PONTIAC_MAX_NATIONS; i++)
    rolls[i] = 1;
  t_clear_map (t);
  t_put (t, "huron-band-2.1", "mad-river", 0);
  t_vp (t, 0, 0);
  bh_pontiac_rules_force_dice (t->st, rolls, PONTIAC_MAX_NATIONS);
  t_at_phase (t, 1, "nation-activation");
  g_assert_cmpint (t->self->d->spaces[t_where (t, "huron-band-2.1")].nation, ==, huron);
  t_free (t);
}

/* ---- 10.3: a relief carried by water into a besieged lake fort ------------------ */

/* Fort Michilimackinac (value 1) besieged by 8 Ojibwa FP, held by 1 FP;
 * 4 FP of Regulars sail from Fort Detroit (10.2) into the siege;
 * `option`: a scenario option on, or NULL. */
static T *
naval_relief_full (const char *option, const char *british_card)
{
  T *t = t_new_with_option ("rising-1763", option);

  t_clear_map (t);
  t_no_cards (t);
  if (british_card)
    pontiac_move_piece (&t->c, t_piece (t, british_card), t->self->d->box_hand[SIDE_BRITISH]);
  t_set_arms (t, 0);
  t_put (t, "royal-americans-1.1", "fort-michilimackinac", 0);
  bh_state_pieces (t->st)[t_piece (t, "royal-americans-1.1")].flags = F_INSIDE;
  for (int k = 1; k <= 4; k++)
    {
      g_autofree char *id = g_strdup_printf ("ojibwa-band-2.%d", k);

      t_put (t, id, "fort-michilimackinac", 0);
    }
  pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, "fort-michilimackinac"));
  t_put_in (t, "fort-detroit", "regulars-2.1", "regulars-2.2", NULL);
  t_move_force (t, SIDE_BRITISH, "fort-detroit", "fort-michilimackinac");
  /* The Nations respond (10.3): ambush, retreat or fight. */
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_true (t_has (t, "ambush"));
  g_assert_true (t_can (t, "try-retreat"));
  return t;
}

static T *
naval_relief_with (const char *option)
{
  return naval_relief_full (option, NULL);
}

static T *
naval_relief (void)
{
  return naval_relief_with (NULL);
}

/* Digest 8.36's other reading, option `relief-joins-at-once`: the relief
 * fights beside the garrison from the first round, 1 + 4 dice. */
static void
test_naval_relief_at_once (void)
{
  T *t = naval_relief_with ("relief-joins-at-once");

  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, "British roll 5 dice"));
  g_assert_false (t_said (t, "British roll 1 die"));
  t_free (t);
}

/* Round 1 is the garrison's alone (1 die, logged in the singular, re-check 4 M6), round 2 the relief's too
 * (1 + 4 dice). */
static void
test_naval_relief_rounds (void)
{
  T *t = naval_relief ();

  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 6, 6));
  g_assert_true (t_said (t, "British roll 1 die:"));
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_cmpint (t->st->pending.args[1], ==, 1);
  t_do (t, "casualty ojibwa-band-2.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  /* The besiegers may not break off: the relief stands outside. */
  g_assert_false (t_has (t, "break-off"));
  t_do (t, "fight");
  t_do_rolls (t, "continue", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, "British roll 5 dice"));
  t_free (t);
}

/* A successful ambush: the relief retreats to a space next to the fort;
 * the garrison stays inside. */
static void
test_naval_relief_ambushed (void)
{
  T *t = naval_relief ();
  g_autofree char *where = NULL;

  /* 5 + 1 (Nations) = 6: one step, and the relief must go (11.2). */
  t_do_rolls (t, "ambush 0", ROLLS (5));
  g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_false (t_can (t, "casualty royal-americans-1.1"));
  t_do (t, "casualty regulars-2.1");
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_false (t_can (t, "retreat fort-detroit"));
  where = t_find (t, "retreat ");
  t_do (t, where);
  g_assert_cmpint (t_where (t, "regulars-2.2"), ==, t_loc (t, strchr (where, ' ') + 1));
  t_assert_at (t, "royal-americans-1.1", "fort-michilimackinac");
  g_assert_true (bh_state_pieces (t->st)[t_piece (t, "royal-americans-1.1")].flags & F_INSIDE);
  t_free (t);
}

/* 11.11 "When the besieging force falls below the minimum FPs, the Indian
 * force must retreat" (20.0 B "If the besieging force falls below 8 FP the
 * siege is lifted"): Fort Pitt (value 3, minimum 8) besieged by 10 FP;
 * a force of `leaving` FP marches to Kuskusky.  8 FP left: the siege
 * holds; 7: it is lifted and the 7 retreat; none: it is lifted and the
 * garrison may march out in the British phase (fifth re-check S2). */
static void
siege_left_case (int leaving)
{
  T *t = t_new_empty ("rising-1763");

  t_vp (t, 10, 10);
  t_put (t, "regulars-2.1", "fort-pitt", 0);
  bh_state_pieces (t->st)[t_piece (t, "regulars-2.1")].flags = F_INSIDE;
  t_put_in (t, "fort-pitt", "seneca-band-2.1", "seneca-band-2.2", "seneca-band-2.3", "seneca-band-2.4",
            "seneca-band-1.1", "seneca-band-1.2", NULL);
  pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, "fort-pitt"));
  t_at_phase (t, 2, "nations-movement-combat");
  t_do (t, "form fort-pitt");
  /* The force: the leaving FP; the rest dropped off. */
  {
    static const char *const bands[] = { "seneca-band-2.1", "seneca-band-2.2", "seneca-band-2.3",
                                         "seneca-band-2.4", "seneca-band-1.1", "seneca-band-1.2" };
    static const int fp[] = { 2, 2, 2, 2, 1, 1 };
    int kept = 0;

    for (guint i = 0; i < G_N_ELEMENTS (bands); i++)
      if (kept + fp[i] <= leaving)
        kept += fp[i];
      else
        {
          g_autofree char *drop = g_strdup_printf ("drop %s", bands[i]);

          t_do (t, drop);
        }
    g_assert_cmpint (kept, ==, leaving);
  }
  t_do (t, "move kuskusky");
  if (leaving <= 2)
    {
      g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-pitt")));
      g_assert_false (t_said (t, "the siege of Fort Pitt is lifted"));
      t_free (t);
      return;
    }
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-pitt")));
  g_assert_true (t_said (t, "the siege of Fort Pitt is lifted"));
  if (leaving < 10)
    {
      /* The 7 FP left behind must retreat (11.11). */
      g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
      t_free (t);
      return;
    }
  t_do (t, "stop");
  t_do (t, "done");
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_true (t_can (t, "form fort-pitt"));
  t_free (t);
}

static void
test_siege_holds_at_8 (void)
{
  siege_left_case (2);
}

static void
test_siege_lifted_at_7 (void)
{
  siege_left_case (3);
}

static void
test_siege_lifted_all_gone (void)
{
  siege_left_case (10);
}

/* 10.3: the ambushed relief finds every space next to Fort Michilimackinac
 * held by the Nations: it goes into the fort as far as the room goes (value
 * 1: 5 FP, the 1-FP garrison inside leaves 4), the British choosing which
 * units; those that cannot are lost.  Here the relief is 5 FP of 1-FP
 * Regulars, one of which takes the ambush's step; with `all_fit` it is
 * 4 FP, which go in unasked. */
static void
relief_into_fort_case (gboolean all_fit)
{
  static const char *const around[] = { "cheboygan", "l-arbre-croche", "manistique", "sault-ste-marie" };
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_no_cards (t);
  t_set_arms (t, 0);
  t_put (t, "royal-americans-1.1", "fort-michilimackinac", 0);
  bh_state_pieces (t->st)[t_piece (t, "royal-americans-1.1")].flags = F_INSIDE;
  for (int k = 1; k <= 4; k++)
    {
      g_autofree char *id = g_strdup_printf ("ojibwa-band-2.%d", k);
      g_autofree char *blocker = g_strdup_printf ("ottawa-band-2.%d", k);

      t_put (t, id, "fort-michilimackinac", 0);
      t_put (t, blocker, around[k - 1], 0);
    }
  pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, "fort-michilimackinac"));
  t_put_series (t, "regulars-1", 1, all_fit ? 4 : 5, "fort-detroit", 0);
  t_move_force (t, SIDE_BRITISH, "fort-detroit", "fort-michilimackinac");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "ambush 0", ROLLS (5));
  t_do (t, "casualty regulars-1.1");
  if (all_fit)
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_SHELTER);
      for (int k = 1; k <= 4; k++)
        {
          g_autofree char *id = g_strdup_printf ("regulars-1.%d", k);

          t_assert_at (t, id, "fort-michilimackinac");
          g_assert_true (bh_state_pieces (t->st)[t_piece (t, id)].flags & F_INSIDE);
        }
      t_free (t);
      return;
    }
  /* 5 FP for 4 of room: the British choose. */
  g_assert_cmpint (t->st->pending.kind, ==, D_SHELTER);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_true (t_said (t, "the fort has room for 4 FP"));
  g_assert_true (t_can (t, "shelter regulars-1.5"));
  g_assert_true (t_can (t, "shelter regulars-1.1"));
  t_do (t, "shelter regulars-1.5");
  t_do (t, "shelter regulars-1.4");
  t_do (t, "shelter regulars-1.3");
  g_assert_cmpint (t->st->pending.kind, ==, D_SHELTER);
  g_assert_false (t_can (t, "shelter regulars-1.3"));
  t_do (t, "shelter regulars-1.2");
  /* The fort is full: the reduced regulars-1.1 is lost. */
  g_assert_cmpint (t->st->pending.kind, !=, D_SHELTER);
  for (int k = 2; k <= 5; k++)
    {
      g_autofree char *id = g_strdup_printf ("regulars-1.%d", k);

      t_assert_at (t, id, "fort-michilimackinac");
      g_assert_true (bh_state_pieces (t->st)[t_piece (t, id)].flags & F_INSIDE);
    }
  g_assert_cmpint (t_where (t, "regulars-1.1"), !=, t_loc (t, "fort-michilimackinac"));
  t_free (t);
}

static void
test_relief_into_fort_chosen (void)
{
  relief_into_fort_case (FALSE);
}

static void
test_relief_into_fort_all_fit (void)
{
  relief_into_fort_case (TRUE);
}

/* Bradstreet's Parley (card 82, reconstructed: "the attacker returns")
 * played against the Nations' response: the relief goes back out as after
 * an ambush; the garrison, which alone fights the first round (10.3),
 * stays inside its besieged fort.  (A random Campaign game, seed 382,
 * once sent the garrison out and left the relief outside the fort,
 * beside the besiegers.) */
static void
test_naval_relief_called_off (void)
{
  T *t = naval_relief_full (NULL, "british-82.1");
  g_autoptr(GError) error = NULL;
  g_autofree char *where = NULL;

  t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do (t, "play british-82.1");
  g_assert_true (t_said (t, "the battle is called off"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  where = t_find (t, "retreat ");
  t_do (t, where);
  g_assert_cmpint (t_where (t, "regulars-2.1"), ==, t_loc (t, strchr (where, ' ') + 1));
  g_assert_cmpint (t_where (t, "regulars-2.2"), ==, t_loc (t, strchr (where, ' ') + 1));
  t_assert_at (t, "royal-americans-1.1", "fort-michilimackinac");
  g_assert_true (bh_state_pieces (t->st)[t_piece (t, "royal-americans-1.1")].flags & F_INSIDE);
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-michilimackinac")));
  g_assert_true (bh_rules_check_invariants (t->rules, t->st, &error));
  t_free (t);
}

/* 6.2 "A Wounded officer (with an X) may not use his Reroll ability"; 6.1
 * a Key Leader's abilities are untouched by wounds.  The enemy hit twice
 * in the first round: `leader` (Gladwin or Pontiac), on his wounded face,
 * defends with 4 FP of his side against 4 attacking FP. */
static void
wounded_reroll_case (int pontiac, int offered)
{
  T *t = t_new_empty ("rising-1763");
  const char *leader = pontiac ? "sachem-pontiac.1" : "officer-gladwin.1";
  int side = pontiac ? SIDE_NATIONS : SIDE_BRITISH;
  g_autofree char *reroll = g_strdup_printf ("reroll %s", leader);

  put_forces (t, 4, 4);
  t_put (t, leader, pontiac ? "pickawillany" : "mad-river", 1);
  open_battle (t, 1 - side);
  /* The Nations' 4 dice, then the British 4: the attackers' first two hit
   * (6 for the Nations, 5 for the British), the rest miss. */
  if (pontiac)
    t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 5, 5, 1, 1));
  else
    t_do_rolls (t, "fight", ROLLS (6, 6, 1, 1, 1, 1, 1, 1));
  if (offered)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_REROLL);
      g_assert_cmpint (t->st->pending.side, ==, side);
      g_assert_true (t_can (t, reroll));
    }
  else
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_REROLL);
      g_assert_cmpint (t->st->pending.kind, ==, D_CASUALTY);
      g_assert_cmpint (t->st->pending.side, ==, side);
    }
  t_free (t);
}

/* 11.8: each leader in the battle with a reroll may use it, whatever the
 * order of the space's piece list.  Two British officers defend, the
 * higher-numbered listed first (a piece put on a space goes to the head of
 * its list); both are offered; one leader per side per round, so after one rerolls
 * the other is offered in the second round. */
static void
test_every_leader_may_reroll (void)
{
  T *t = t_new ("rising-1763");
  int a = t_piece (t, "officer-gladwin.1"), b = t_piece (t, "officer-campbell.1");
  const char *lo = a < b ? "officer-gladwin.1" : "officer-campbell.1";
  const char *hi = a < b ? "officer-campbell.1" : "officer-gladwin.1";
  g_autofree char *reroll_lo = g_strdup_printf ("reroll %s", lo);
  g_autofree char *reroll_hi = g_strdup_printf ("reroll %s", hi);
  int first = -1;

  g_assert_cmpint (t->self->d->pieces[a].reroll[0], >, 0);
  g_assert_cmpint (t->self->d->pieces[b].reroll[0], >, 0);
  t_clear_map (t);
  t_no_cards (t);
  t_set_arms (t, 0);
  t_vp (t, 0, 0);
  t_put_in (t, "mad-river", "regulars-1.1", "regulars-1.2", NULL);
  t_put (t, lo, "mad-river", 0);
  t_put (t, hi, "mad-river", 0);
  FOR_PIECES_AT (&t->c, t_loc (t, "mad-river"), p)
    if (pontiac_is_leader (&t->c, p) && first < 0)
      first = p;
  g_assert_cmpint (first, ==, t_piece (t, hi));
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  t_attack_at (t, SIDE_NATIONS, "pickawillany", "mad-river");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  /* Nations 6, 6, 1, 1: two hits; the British 1s miss.  The defender
   * rerolls first (11.8). */
  t_do_rolls (t, "fight", ROLLS (6, 6, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_REROLL);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_true (t_can (t, reroll_hi));
  g_assert_true (t_can (t, reroll_lo));
  /* The first-listed rerolls both hits into misses; one leader per side
   * per round, so no second reroll now. */
  t_do_rolls (t, reroll_hi, ROLLS (1, 1));
  g_assert_cmpint (t->st->pending.kind, !=, D_REROLL);
  /* No casualties; neither side retreats (11.10): a second round, the
   * same dice.  The leader who has not rerolled now may. */
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  t_do_rolls (t, "continue", ROLLS (6, 6, 1, 1, 1, 1, 1, 1));
  g_assert_cmpint (t->st->pending.kind, ==, D_REROLL);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_false (t_can (t, reroll_hi));
  g_assert_true (t_can (t, reroll_lo));
  t_free (t);
}

/* ---- 12.0: combat with captives ------------------------------------------------ */

/* Kekionga (Miami) holds 2 captives and Miami bands `bands`; 4 British FP
 * attack from Fort Miami; the Nations fight. */
static T *
captives_battle (const char *const *bands)
{
  T *t = t_new_empty ("rising-1763");

  t_set_arms (t, 0);
  t_vp (t, 0, 0);
  for (guint i = 0; bands[i]; i++)
    t_put (t, bands[i], "kekionga", 0);
  t_put_in (t, "kekionga", "captive.1", "captive.2", NULL);
  t_put_in (t, "fort-miami", "regulars-2.1", "regulars-2.2", NULL);
  t_attack_at (t, SIDE_BRITISH, "fort-miami", "kekionga");
  return t;
}

/* One FP guards the captives and stays out: the 2-FP band fights alone
 * (2 dice, not 3). */
static void
test_captives_guard_withheld (void)
{
  /* The Nations choose their guard, one band (re-check 4 M11): the 1-FP
   * band, and the 2-FP one fights (2 dice); or the 2-FP band, and the
   * 1-FP one fights (1 die). */
  for (int big = 0; big < 2; big++)
    {
      T *t = captives_battle ((const char *const[]) { "miami-band-2.1", "miami-band-1.1", NULL });

      g_assert_cmpint (t->st->pending.kind, ==, D_GUARD);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
      g_assert_true (t_can (t, "guard miami-band-2.1"));
      g_assert_true (t_can (t, "guard miami-band-1.1"));
      t_do (t, big ? "guard miami-band-2.1" : "guard miami-band-1.1");
      g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
      t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1));
      g_assert_true (t_said (t, big ? "Nations roll 1 die" : "Nations roll 2 dice"));
      t_assert_at (t, "captive.1", "kekionga");
      t_free (t);
    }
}

/* A band alone is the guard: it defends itself and the captives escape to
 * the British, 1 VP each. */
static void
test_captives_guard_alone (void)
{
  T *t = captives_battle ((const char *const[]) { "miami-band-1.1", NULL });

  g_assert_cmpint (t_where (t, "captive.1"), ==, t->self->d->box_freed);
  g_assert_cmpint (t_where (t, "captive.2"), ==, t->self->d->box_freed);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 2);
  t_free (t);
}

/* The force destroyed, the guard left facing the British: the captives
 * escape and the guard falls back. */
static void
test_captives_force_destroyed (void)
{
  T *t = captives_battle ((const char *const[]) { "miami-band-1.2", "miami-band-1.1", NULL });

  /* Guard: one of the two 1-FP bands (the Nations' choice); the other
   * fights (1 die) and the British's four 6s take its two steps. */
  t_do (t, "guard miami-band-1.2");
  t_do_rolls (t, "fight", ROLLS (1, 6, 6, 6, 6));
  while (t->st->pending.kind == D_CASUALTY)
    {
      g_autofree char *casualty = t_find (t, "casualty ");

      t_do (t, casualty);
    }
  g_assert_cmpint (t_where (t, "captive.1"), ==, t->self->d->box_freed);
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_free (t);
}

/* ---- 11.11 (R15): shelter capacity 5 x value ---------------------------------- */

static void
capacity_case (int garrison_fp, gboolean all_fit)
{
  T *t = t_new_empty ("rising-1763");

  for (int k = 1; k <= garrison_fp; k++)
    {
      g_autofree char *id = g_strdup_printf ("regulars-1.%d", k);

      t_put (t, id, "fort-miami", 0);
    }
  for (int k = 1; k <= 4; k++)
    {
      g_autofree char *id = g_strdup_printf ("miami-band-2.%d", k);

      if (k <= 3)
        t_put (t, id, "kekionga", 0);
    }
  t_put_in (t, "kekionga", "miami-band-1.1", "miami-band-1.2", "miami-band-1.3", NULL);
  t_set_arms (t, 0);
  t_attack_at (t, SIDE_NATIONS, "kekionga", "fort-miami");
  t_do (t, "fort-up");
  /* 5 FP fit in a value-1 fort, a 6th does not: the British choose the
   * five that go in, the sixth (9 > 2 × 1) retreats without a roll. */
  g_assert_cmpint (t->st->pending.kind == D_SHELTER, ==, !all_fit);
  if (!all_fit)
    t_do_series (t, "shelter", "regulars-1", 2, 6);
  /* 9 FP besiege (≥ 4). */
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-miami")));
  g_assert_cmpint (t->st->pending.kind == D_RETREAT, ==, !all_fit);
  g_assert_cmpint ((t_pc (t, "regulars-1.1")->flags & F_INSIDE) != 0, ==, all_fit);   /* left out */
  t_free (t);
}

/* ---- 11.11 (R16): settlement attack ------------------------------------------- */

static void
settlement_case (int nations_fp, int roll, gboolean razed)
{
  T *t = t_new_empty ("rising-1763");
  int vp;

  t_put_in (t, "kanawha-falls", "shawnee-band-2.1", "shawnee-band-2.2", NULL);
  if (nations_fp == 5)
    t_put (t, "shawnee-band-1.1", "kanawha-falls", 0);
  t_vp (t, 0, 0);
  vp = t_vp_of (t, SIDE_NATIONS);
  t_move_force (t, SIDE_NATIONS, "kanawha-falls", "muddy-creek");
  t_do_rolls (t, "attack", ROLLS (roll, 1));
  /* The Nations choose the step: the 1-FP band when there is one. */
  if (t->st->pending.kind == D_CASUALTY)
    t_do (t, nations_fp == 5 ? "casualty shawnee-band-1.1" : "casualty shawnee-band-2.1");
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "muddy-creek"), PC_RAZED_SETTLEMENT) >= 0, ==, razed);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, vp + (razed ? 1 : 0));
  t_free (t);
}

/* ---- 14.0 (R10): supply within six spaces ------------------------------------- */


static void
supply_case (const char *where, int loss)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  raze_all_forts_but (t, "fort-pitt");
  /* 15 healthy 1-FP units (30 steps) and 3 supply. */
  for (int k = 1; k <= 10; k++)
    {
      g_autofree char *id = g_strdup_printf ("regulars-1.%d", k);

      t_put (t, id, where, 0);
    }
  for (int k = 1; k <= 5; k++)
    {
      g_autofree char *id = g_strdup_printf ("militia-1.%d", k);

      t_put (t, id, where, 0);
    }
  for (int k = 1; k <= 3; k++)
    {
      g_autofree char *id = g_strdup_printf ("supply.%d", k);

      t_put (t, id, where, 0);
    }
  t_vp (t, 0, 0);
  t_at_phase (t, 2, "supply");
  if (loss == 0)
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_ATTRITION);
      t_free (t);
      return;
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_ATTRITION);
  g_assert_cmpint (t->st->pending.args[1], ==, loss);
  t_do (t, "spend-supply supply.1");
  t_do (t, "spend-supply supply.2");
  t_do (t, "spend-supply supply.3");
  /* 10 - 6 = 4 flips; spent supply gives no VP. */
  for (int k = 0; k < 4; k++)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_ATTRITION);
      t_do_found (t, "casualty ");
    }
  g_assert_cmpint (t->st->pending.kind, !=, D_ATTRITION);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 0);
  t_free (t);
}

/* Distances from Fort Pitt and Philadelphia with villages counting 2,
 * worked out by hand on board.xml: Little Miami is 6, Pickawillany 7. */
/* ---- 15.2 (R11): a fort winters 5 x its value, printed FP ------------------ */

static void
test_r11_winter_capacity (void)
{
  T *t = t_new_empty ("campaign");

  for (int k = 1; k <= 5; k++)
    {
      g_autofree char *id = g_strdup_printf ("regulars-2.%d", k);

      /* One disrupted: it still counts 2 (15.2). */
      t_put (t, id, "great-meadows", k == 5 ? 1 : 0);
    }
  t_put (t, "regulars-1.1", "great-meadows", 0);
  t_at_phase (t, 4, "wintering");
  g_assert_cmpint (t->st->pending.kind, ==, D_WINTER);
  for (int k = 1; k <= 4; k++)
    {
      g_autofree char *text = g_strdup_printf ("winter regulars-2.%d fort-ligonier", k);

      t_do (t, text);
    }
  /* 8 FP in: a 2-FP unit still fits (10 = 5 × 2)... */
  g_assert_true (t_can (t, "winter regulars-2.5 fort-ligonier"));
  t_do (t, "winter regulars-2.5 fort-ligonier");
  /* ...and then not even 1 FP more (11). */
  g_assert_false (t_can (t, "winter regulars-1.1 fort-ligonier"));
  g_assert_true (t_has (t, "winter regulars-1.1"));     /* the next nearest fort */
  t_free (t);
}

/* 15.2: a British force left in the field over the winter suffers
 * attrition (14.0): 2 healthy 1-FP units, 4 steps, lose 2. */
static void
test_winter_field_attrition (void)
{
  T *t = t_new_empty ("campaign");

  t_put_in (t, "great-meadows", "regulars-1.1", "regulars-1.2", NULL);
  t_at_phase (t, 4, "wintering");
  t_do (t, "done");
  g_assert_cmpint (t->st->pending.kind, ==, D_ATTRITION);
  g_assert_cmpint (t->st->pending.args[1], ==, 2);
  t_free (t);
}

/* ---- 16.2: rally ---------------------------------------------------------- */

static void
rally_case (gboolean leader, int roll, gboolean rallied)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "ottawa-band-2.1", "kekionga", 1);
  if (leader)
    t_put (t, "sachem-breton.1", "kekionga", 0);
  t_at_phase (t, 2, "rally");
  g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
  if (leader)
    t_do_rolls (t, "rally-with sachem-breton.1 ottawa-band-2.1", ROLLS (roll));
  else
    t_do_rolls (t, "rally ottawa-band-2.1", ROLLS (roll));
  g_assert_cmpint (t_face (t, "ottawa-band-2.1") == 0, ==, rallied);
  /* One roll a unit a phase. */
  g_assert_false (t_can (t, "rally ottawa-band-2.1"));
  t_free (t);
}

/* A healthy leader with several units: +1 each, 4-6. */
static void
test_rally_several (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "ottawa-band-2.1", "kekionga", 1);
  t_put (t, "ottawa-band-2.2", "kekionga", 1);
  t_put (t, "sachem-breton.1", "kekionga", 0);
  t_at_phase (t, 2, "rally");
  t_do_rolls (t, "rally-all sachem-breton.1", ROLLS (4, 3));
  g_assert_cmpint (t_face (t, "ottawa-band-2.1") + t_face (t, "ottawa-band-2.2"), ==, 1);
  t_free (t);
}

/* 16.2: British officers do not help Militia; Rogers does. */
static void
test_rally_militia_rogers (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "militia-1.1", "great-meadows", 1);
  t_put (t, "officer-bouquet.1", "great-meadows", 0);
  t_at_phase (t, 2, "rally");
  while (t->st->pending.side != SIDE_BRITISH)
    t_do (t, "done");
  g_assert_false (t_can (t, "rally-with officer-bouquet.1 militia-1.1"));
  t_put (t, "officer-rogers.1", "great-meadows", 0);
  g_assert_true (t_can (t, "rally-with officer-rogers.1 militia-1.1"));
  t_free (t);
}

/* 16.2: leader health 4-6 recovers, 2-3 stays, 1 dies. */
static void
health_case (int roll, int face, gboolean dies)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "officer-bouquet.1", "great-meadows", 1);
  t_vp (t, 0, 0);
  /* No disrupted unit: the rolls come when the phase begins. */
  bh_pontiac_rules_force_dice (t->st, ROLLS (roll), 1);
  t_at_phase (t, 2, "rally");
  if (dies)
    {
      g_assert_cmpint (t_where (t, "officer-bouquet.1"), ==, t->self->d->box_removed);
      g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 2);   /* 17.1 */
    }
  else
    g_assert_cmpint (t_face (t, "officer-bouquet.1"), ==, face);
  t_free (t);
}

/* ---- 11.12: Fort de Chartres ------------------------------------------------ */

static void
test_chartres (void)
{
  T *t = t_new ("response-1764");

  t_clear_map (t);
  t_put (t, "regulars-1.1", "kaskaskia", 0);
  t_put (t, "officer-gage.1", "fort-massac", 0);
  t_vp (t, 0, 0);
  t_at_phase (t, 5, "british-movement-combat");
  t_do (t, "form kaskaskia");
  t_do (t, "move fort-de-chartres");
  /* One FP without an officer: not yet. */
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 0);
  t_do (t, "stop");
  t_do (t, "form fort-massac");
  t_do (t, "move kaskaskia");
  t_do (t, "move fort-de-chartres");
  /* An officer and a unit: British, +5 VP (17.3); the 1764 automatic
   * victory follows at the end of the phase (21.3). */
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 5);
  t_do (t, "stop");
  t_do (t, "done");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, SIDE_BRITISH);
  t_free (t);
}

/* 11.12: "The British officer and at least one unit must occupy the fort
 * permanently or the five points earned are removed from the British VP
 * track": Gage joins a Regular in the fort (+5); the Regular marches out
 * again in the same phase: -5 VP, and no 1764 automatic victory (fifth
 * re-check S1b). */
static void
test_chartres_abandoned (void)
{
  T *t = t_new ("response-1764");

  t_clear_map (t);
  t_put (t, "officer-gage.1", "kaskaskia", 0);
  t_put (t, "regulars-1.1", "fort-de-chartres", 0);
  t_vp (t, 0, 0);
  t_at_phase (t, 5, "british-movement-combat");
  t_do (t, "form kaskaskia");
  t_do (t, "move fort-de-chartres");
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 5);
  t_do (t, "stop");
  t_do (t, "form fort-de-chartres");
  t_do (t, "move kaskaskia");
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 0);
  g_assert_true (t_said (t, "Fort de Chartres is abandoned"));
  t_do (t, "stop");
  t_do (t, "done");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_ONGOING);
  t_free (t);
}

/* ---- 21.5: Amherst's Draw-Down --------------------------------------------------- */

static void
test_drawdown (void)
{
  T *t = t_new ("campaign");

  t_clear_map (t);
  t_put_in (t, "philadelphia", "militia-2.1", "militia-1.1", NULL);
  t_put_series (t, "regulars-2", 1, 4, "philadelphia", 0);
  t_at_phase (t, 3, "guinea-loans");
  g_assert_cmpint (t->st->pending.kind, ==, D_DRAWDOWN);
  /* 10 FP, 8 of them line infantry: 2 Militia FP may go (8 left)... */
  t_do (t, "pick militia-2.1");
  /* ...but not 1 more (7 left for 8 of line infantry). */
  g_assert_false (t_can (t, "pick militia-1.1"));
  t_do_series (t, "pick", "regulars-2", 1, 4);
  g_assert_cmpint (t->st->pending.kind, !=, D_DRAWDOWN);
  g_assert_cmpint (t_where (t, "regulars-2.4"), ==, t->self->d->box_pool);
  g_assert_cmpint (t_where (t, "militia-1.1"), ==, t_loc (t, "philadelphia"));
  t_free (t);
}

/* ---- 10.2: dock transport, at most 10 FP, the Portage ------------------- */

static void
dock_case (int fp, gboolean allowed)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  for (int k = 1; k <= fp / 2; k++)
    {
      g_autofree char *id = g_strdup_printf ("regulars-2.%d", k);

      t_put (t, id, "fort-detroit", 0);
    }
  if (fp % 2)
    t_put (t, "regulars-1.1", "fort-detroit", 0);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form fort-detroit");
  g_assert_cmpint (t_can (t, "move fort-michilimackinac"), ==, allowed);
  if (allowed)
    {
      t_do (t, "move fort-michilimackinac");
      /* The move ends there (10.2). */
      g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
    }
  t_free (t);
}

static void
test_portage_blocked (void)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "regulars-2.1", "fort-niagara", 0);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form fort-niagara");
  g_assert_true (t_can (t, "move fort-detroit"));
  t_do (t, "stop");
  t_put (t, "regulars-2.2", "fort-niagara", 0);
  t_put (t, "seneca-band-1.1", "devils-hole", 0);
  t_do (t, "form fort-niagara");
  /* An Indian unit on the Portage closes Niagara's water routes (10.2). */
  g_assert_false (t_can (t, "move fort-detroit"));
  t_free (t);
}

/* ---- 12.0: captive release ------------------------------------------------ */

static T *
release_setup (void)
{
  T *t = t_new ("rising-1763");
  int captive = bh_game_data_find_unit_type (t->data, "captive");

  t_clear_map (t);
  /* 3 Shawnee captives at Lower Shawnee Town, a British field force at
   * Point Pleasant next to it. */
  for (int k = 0; k < 3; k++)
    pontiac_move_piece (&t->c, bh_game_data_get_unit_type (t->data, captive)->first_piece + k,
                        t_loc (t, "lower-shawnee-town"));
  t_put (t, "regulars-2.1", "point-pleasant", 0);
  t_vp (t, 0, 0);
  t_at_phase (t, 2, "british-movement-combat");
  g_assert_cmpint (t->st->pending.kind, ==, D_OFFER);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  t_do (t, "offer point-pleasant 9");       /* the Shawnee */
  g_assert_cmpint (t->st->pending.kind, ==, D_ACCEPT);
  return t;
}

static void
test_release_refused (void)
{
  T *t = release_setup ();

  t_do_rolls (t, "accept", ROLLS (2));      /* 1-2: non-compliance, Nations +1 */
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 1);
  g_assert_cmpint (t_captives_at (t, "lower-shawnee-town"), ==, 3);
  t_free (t);
}

static void
test_release_two (void)
{
  T *t = release_setup ();

  t_do_rolls (t, "accept", ROLLS (3));      /* 3-4: the Nations choose 1 or 2 */
  g_assert_cmpint (t->st->pending.kind, ==, D_RELEASE_COUNT);
  t_do (t, "release 2");
  g_assert_cmpint (t_captives_at (t, "lower-shawnee-town"), ==, 1);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 2);     /* 1 each */
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 1);     /* 2 released: 1 */
  t_free (t);
}

static void
test_release_all (void)
{
  T *t = release_setup ();

  t_do_rolls (t, "accept", ROLLS (5));      /* 5-6: all of that nation's */
  g_assert_cmpint (t_captives_at (t, "lower-shawnee-town"), ==, 0);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 3);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 0);
  t_free (t);
}

/* Beyond eight spaces no offer can be made. */
static void
test_release_range (void)
{
  T *t = t_new ("rising-1763");
  int captive = bh_game_data_find_unit_type (t->data, "captive");

  t_clear_map (t);
  pontiac_move_piece (&t->c, bh_game_data_get_unit_type (t->data, captive)->first_piece,
                      t_loc (t, "lower-shawnee-town"));
  t_put (t, "regulars-2.1", "great-meadows", 0);
  t_at_phase (t, 2, "british-movement-combat");
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  t_free (t);
}

/* 14.0: in supply, but the trace must pass one Indian village (Mad River,
 * worked out by hand with only Fort Pitt and Philadelphia standing): one
 * step lost; from Mahoning a trace avoids them: none. */
static void
trace_case (const char *where, int loss)
{
  T *t = t_new ("rising-1763");

  t_clear_map (t);
  raze_all_forts_but (t, "fort-pitt");
  t_put (t, "regulars-1.1", where, 0);
  t_put (t, "regulars-1.2", where, 0);
  t_at_phase (t, 2, "supply");
  if (loss == 0)
    g_assert_cmpint (t->st->pending.kind, !=, D_ATTRITION);
  else
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_ATTRITION);
      g_assert_cmpint (t->st->pending.args[1], ==, loss);
    }
  t_free (t);
}

/* 15.2: Nations units go home, at most 4 FP of warriors a village (any
 * number of sachems); warriors without room go to the nation's box. */
static void
test_nations_winter (void)
{
  T *t = t_new_empty ("campaign");
  int villages = 0;

  t_put_in (t, "lower-shawnee-town", "shawnee-band-2.1", "shawnee-band-1.1", NULL);
  t_put_in (t, "point-pleasant", "shawnee-band-1.2", "shawnee-band-1.3", "sachem-kaske.1", NULL);
  t_at_phase (t, 4, "wintering");
  g_assert_cmpint (t->st->pending.kind, ==, D_WINTER);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  /* 3 FP there: a 1-FP band fits (4), a second does not (5). */
  t_do (t, "winter shawnee-band-1.2 lower-shawnee-town");
  g_assert_false (t_can (t, "winter shawnee-band-1.3 lower-shawnee-town"));
  /* Another Shawnee village has room: not the box (15.2 "Excess FP,
   * those that cannot find village space"). */
  g_assert_true (t_can (t, "winter shawnee-band-1.3 wakatomika"));
  g_assert_false (t_can (t, "winter shawnee-band-1.3 reinforcements-shawnee"));
  /* A sachem may join any number. */
  t_do (t, "winter sachem-kaske.1 lower-shawnee-town");
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    if (t->self->d->spaces[s].nation == bh_game_data_find_nation (t->data, "shawnee") && (int) s != t_loc (t, "lower-shawnee-town"))
      villages++;
  g_assert_cmpint (villages, >, 0);
  t_free (t);
}

/* 15.2: a band goes to its nation's box only when no village of its
 * nation has room for it: with 4 FP in every other Shawnee village it
 * does; with 3 FP in one of them (room for 1 FP) it does not. */
static void
band_boxed_case (gboolean room_left)
{
  T *t = t_new_empty ("campaign");

  t_put_in (t, "lower-shawnee-town", "shawnee-band-2.1", "shawnee-band-2.2", NULL);
  t_put_in (t, "wakatomika", "shawnee-band-2.3", room_left ? "shawnee-band-1.4" : "shawnee-band-2.4", NULL);
  t_put_in (t, "pickaway-plains", "shawnee-band-2.5", "shawnee-band-2.6", NULL);
  t_put_in (t, "point-pleasant", "shawnee-band-1.3", NULL);
  t_at_phase (t, 4, "wintering");
  g_assert_cmpint (t->st->pending.kind, ==, D_WINTER);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_true (t_can (t, "winter shawnee-band-1.3 wakatomika") == room_left);
  g_assert_true (t_can (t, "winter shawnee-band-1.3 reinforcements-shawnee") == !room_left);
  g_assert_false (t_can (t, "winter shawnee-band-1.3 lower-shawnee-town"));
  g_assert_false (t_can (t, "winter shawnee-band-1.3 pickaway-plains"));
  t_do (t, room_left ? "winter shawnee-band-1.3 wakatomika" : "winter shawnee-band-1.3 reinforcements-shawnee");
  g_assert_cmpint (t_where (t, "shawnee-band-1.3"), ==,
                   t_loc (t, room_left ? "wakatomika" : "reinforcements-shawnee"));
  t_free (t);
}

static void
test_band_boxed_when_full (void)
{
  band_boxed_case (FALSE);
}

static void
test_band_not_boxed_while_room (void)
{
  band_boxed_case (TRUE);
}

/* 6.2 "When a British force containing any Indian Allies unit moves into
 * a fort the Indian Ally units disperse automatically and are placed back
 * into the Reinforcement Box"; into open country they march on (fifth
 * re-check S1e). */
static void
allies_into_case (const char *to, gboolean disperse)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "great-meadows", "regulars-2.1", "indian-allies-2.1", NULL);
  t_move_force (t, SIDE_BRITISH, "great-meadows", to);
  t_assert_at (t, "regulars-2.1", to);
  if (disperse)
    g_assert_cmpint (t_where (t, "indian-allies-2.1"), ==, t->self->d->box_pool);
  else
    t_assert_at (t, "indian-allies-2.1", to);
  t_free (t);
}

static void
test_allies_disperse_in_fort (void)
{
  allies_into_case ("fort-ligonier", TRUE);
}

static void
test_allies_stay_in_the_field (void)
{
  allies_into_case ("tygart-valley", FALSE);
}

/* 15.2 "All Indian Allies are removed to the British Reinforcement Box". */
static void
test_allies_home_in_winter (void)
{
  T *t = t_new_empty ("campaign");

  t_put_in (t, "great-meadows", "regulars-2.1", "indian-allies-2.1", NULL);
  t_at_phase (t, 4, "wintering");
  g_assert_cmpint (t_where (t, "indian-allies-2.1"), ==, t->self->d->box_pool);
  t_free (t);
}

/* 11.2: a force moving through an enemy stack may be ambushed there; a
 * success sends it back and ends its move. */
static void
pass_ambush_case (int nations_fp, gboolean offered)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "mad-river", "regulars-2.1", "regulars-1.1", NULL);
  t_put (t, nations_fp == 2 ? "ottawa-band-2.1" : "ottawa-band-1.1", "pickawillany", 0);
  t_vp (t, 0, 0);
  t_move_force (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_ENTER);
  t_do (t, "pass-through");
  if (!offered)
    {
      /* 1 FP is under half of 3. */
      g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
      t_free (t);
      return;
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_PASS_AMBUSH);
  t_do_rolls (t, "ambush 0", ROLLS (5));     /* 5 + 1 = 6: one step */
  t_do (t, "casualty regulars-2.1");
  g_assert_cmpint (t_where (t, "regulars-2.1"), ==, t_loc (t, "mad-river"));
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  t_free (t);
}

/* ---- 18.4, 18.5, 18.6: optional rules ----------------------------------------- */

/* 18.4: a sachem is worth 2 FP: a 1-FP band and its sachem (3 FP) may
 * pass 2 British FP, which they may not without the option (2 FP). */
static void
sachem_fp_case (gboolean option, gboolean may_pass)
{
  T *t = option ? t_new_with_option ("rising-1763", "sachems-2-fp") : t_new ("rising-1763");

  t_clear_map (t);
  t_put (t, "regulars-2.1", "pickawillany", 0);
  t_put_in (t, "mad-river", "ottawa-band-1.1", "sachem-breton.1", NULL);
  t_move_force (t, SIDE_NATIONS, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind == D_ENTER, ==, may_pass);
  t_free (t);
}

/* 18.5: the British may try to retreat at any odds (R7's 8 against 4). */
static void
test_british_advantage_retreat (void)
{
  T *t = t_new_with_option ("rising-1763", "retreat-any-odds");

  t_clear_map (t);
  t_no_cards (t);
  t_put_in (t, "pickawillany", "regulars-2.1", "regulars-2.2", NULL);
  t_put_series (t, "seneca-band-2", 1, 4, "mad-river", 0);
  t_vp (t, 0, 0);
  t_attack_at (t, SIDE_NATIONS, "mad-river", "pickawillany");
  g_assert_true (t_can (t, "try-retreat"));
  t_free (t);
}

/* 18.6: Fort Augusta razed: 10 Guineas of debt. */
static void
test_philadelphia_threatened (void)
{
  T *t = t_new_with_option ("rising-1763", "philadelphia-threatened");
  int bank;

  t_clear_map (t);
  t_no_cards (t);
  t_put_in (t, "wyoming", "lenape-band-2.1", "lenape-band-2.2", NULL);
  bank = bh_state_markers (t->st)[t->self->d->m_guineas];
  t_move_force (t, SIDE_NATIONS, "wyoming", "fort-augusta");
  /* An empty fort falls to the attack (11.11). */
  t_do_rolls (t, "attack", ROLLS (1));
  g_assert_true (pontiac_marker_at (&t->c, t_loc (t, "fort-augusta"), PC_RAZED_FORT) >= 0);
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, bank + 10);
  t_free (t);
}

/* ---- the one-line cases above as a table: position, action and expected
 * outcome are each case function's arguments ----------------------------- */

/* A row runs one case function with its numbers `a` (one, two or three of
 * them) or with the space `s` and a number. */
typedef struct {
  const char *path;
  void (*run1) (int);
  void (*run2) (int, int);
  void (*run3) (int, int, int);
  void (*run_at) (const char *, int);
  int a[3];
  const char *s;
} CaseRow;

static const CaseRow case_rows[] = {
  { "/pontiac/10.1/pass-through-stronger", .run2 = pass_through_case, .a = { 3, TRUE } },  /* 3 FP pass 2 */
  { "/pontiac/10.1/no-pass-through-weaker", .run2 = pass_through_case, .a = { 1, FALSE } },  /* 1 FP does not pass 2 */
  { "/pontiac/11.3/british-retreat-more-than-twice-R6", .run2 = british_retreat_case, .a = { 7, TRUE } },
  { "/pontiac/11.3/british-no-retreat-exactly-twice-R7", .run2 = british_retreat_case, .a = { 6, FALSE } },
  { "/pontiac/11.3/nations-retreat-modified-1-R5", .run2 = nations_retreat_case, .a = { 2, TRUE } },  /* 2 - 1 = 1 (R5) */
  { "/pontiac/11.3/nations-retreat-modified-2-fails", .run2 = nations_retreat_case, .a = { 3, FALSE } },  /* 3 - 1 = 2 */
  { "/pontiac/11.11/siege-minimum-4-value-1", .run2 = siege_case, .a = { 4, TRUE } },
  { "/pontiac/11.11/no-siege-with-3-value-1", .run2 = siege_case, .a = { 3, FALSE } },
  { "/pontiac/9.1/war-belt-plus-1-behind", .run2 = belt_case, .a = { TRUE, 1 } },  /* 2+1 = 3: 1 FP; 1+1 = 2: none */
  { "/pontiac/9.1/war-belt-no-modifier-ahead", .run2 = belt_case, .a = { FALSE, 0 } },
  { "/pontiac/11.2/ambush-half-fp-R4", .run2 = ambush_half_case, .a = { 5, TRUE } },
  { "/pontiac/11.2/no-ambush-under-half", .run2 = ambush_half_case, .a = { 4, FALSE } },
  { "/pontiac/11.3/pontiac-behind-roll-4-R14", .run2 = pontiac_retreat_case, .a = { 4, TRUE } },  /* 4 - 1 - 2 = 1 */
  { "/pontiac/11.3/pontiac-behind-roll-5-fails", .run2 = pontiac_retreat_case, .a = { 5, FALSE } },  /* 5 - 3 = 2 */
  { "/pontiac/11.3/through-1-fp-flips-one", .run2 = through_case, .a = { 1, FALSE } },
  { "/pontiac/11.3/through-2-fp-flips-all", .run2 = through_case, .a = { 2, FALSE } },
  { "/pontiac/11.3/through-2-fp-removes-the-disrupted", .run2 = through_case, .a = { 2, TRUE } },
  { "/pontiac/6.2/wounded-officer-may-not-reroll", .run2 = wounded_reroll_case, .a = { FALSE, FALSE } },
  { "/pontiac/6.1/wounded-pontiac-keeps-his-reroll", .run2 = wounded_reroll_case, .a = { TRUE, TRUE } },
  { "/pontiac/18.2/white-attacks", .run1 = activation_effect_case, .a = { CUBE_WHITE } },
  { "/pontiac/18.2/black-defends-only", .run1 = activation_effect_case, .a = { CUBE_BLACK } },
  { "/pontiac/18.2/red-does-not-move", .run1 = activation_effect_case, .a = { CUBE_RED } },
  { "/pontiac/11.11/capacity-5-fit-R15", .run2 = capacity_case, .a = { 5, TRUE } },
  { "/pontiac/11.11/capacity-6th-retreats", .run2 = capacity_case, .a = { 6, FALSE } },
  { "/pontiac/11.11/settlement-called-off-R16", .run3 = settlement_case, .a = { 4, 5, FALSE } },  /* 4 FP, hit: 3 left */
  { "/pontiac/11.11/settlement-razed-R16", .run3 = settlement_case, .a = { 5, 5, TRUE } },  /* 5 FP, hit: 4 left */
  { "/pontiac/11.11/settlement-defence-misses-on-4", .run3 = settlement_case, .a = { 4, 4, TRUE } },  /* 4 misses: 4 FP stay */
  { "/pontiac/14.0/out-of-supply-R10", .run_at = supply_case, .a = { 10 }, .s = "pickawillany" },
  { "/pontiac/14.0/in-supply-at-6", .run_at = supply_case, .a = { 0 }, .s = "little-miami" },
  { "/pontiac/16.2/rally-alone-5", .run3 = rally_case, .a = { FALSE, 5, TRUE } },
  { "/pontiac/16.2/rally-alone-4-fails", .run3 = rally_case, .a = { FALSE, 4, FALSE } },
  { "/pontiac/16.2/rally-single-plus-2-on-3", .run3 = rally_case, .a = { TRUE, 3, TRUE } },  /* +2: 3-6 */
  { "/pontiac/16.2/rally-single-2-fails", .run3 = rally_case, .a = { TRUE, 2, FALSE } },
  { "/pontiac/16.2/health-4-recovers", .run3 = health_case, .a = { 4, 0, FALSE } },
  { "/pontiac/16.2/health-3-stays", .run3 = health_case, .a = { 3, 1, FALSE } },
  { "/pontiac/16.2/health-2-stays", .run3 = health_case, .a = { 2, 1, FALSE } },
  { "/pontiac/16.2/health-1-dies", .run3 = health_case, .a = { 1, 0, TRUE } },
  { "/pontiac/10.2/dock-10-fp", .run2 = dock_case, .a = { 10, TRUE } },
  { "/pontiac/10.2/dock-not-11-fp", .run2 = dock_case, .a = { 11, FALSE } },
  { "/pontiac/14.0/trace-through-a-village-costs-a-step", .run_at = trace_case, .a = { 1 }, .s = "mad-river" },
  { "/pontiac/14.0/trace-around-villages-costs-nothing", .run_at = trace_case, .a = { 0 }, .s = "mahoning" },
  { "/pontiac/11.2/ambush-a-force-passing-through", .run2 = pass_ambush_case, .a = { 2, TRUE } },
  { "/pontiac/11.2/no-ambush-of-a-force-passing-under-half", .run2 = pass_ambush_case, .a = { 1, FALSE } },
  { "/pontiac/18.4/sachems-2-fp", .run2 = sachem_fp_case, .a = { TRUE, TRUE } },
  { "/pontiac/18.4/sachems-1-fp-without-the-option", .run2 = sachem_fp_case, .a = { FALSE, FALSE } },
};

static void
run_row (gconstpointer data)
{
  const CaseRow *r = data;

  if (r->run1 != NULL)
    r->run1 (r->a[0]);
  else if (r->run2 != NULL)
    r->run2 (r->a[0], r->a[1]);
  else if (r->run3 != NULL)
    r->run3 (r->a[0], r->a[1], r->a[2]);
  else
    r->run_at (r->s, r->a[0]);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (case_rows); i++)
    g_test_add_data_func (case_rows[i].path, &case_rows[i], run_row);
  g_test_add_func ("/pontiac/10.1/nations-move-10-spaces", test_nations_move_10);
  g_test_add_func ("/pontiac/11.3/british-retreat-past-a-village-flips-one", test_retreat_past_village);
  g_test_add_func ("/pontiac/11.3/no-route-force-lost", test_no_route_lost);
  g_test_add_func ("/pontiac/11.3/one-space-beyond-free-retreats-through", test_one_route_through);
  g_test_add_func ("/pontiac/11.8/every-leader-may-reroll", test_every_leader_may_reroll);
  g_test_add_func ("/pontiac/12.0/guard-withheld-1-fp", test_captives_guard_withheld);
  g_test_add_func ("/pontiac/12.0/guard-alone-captives-escape", test_captives_guard_alone);
  g_test_add_func ("/pontiac/12.0/force-destroyed-guard-falls-back", test_captives_force_destroyed);
  g_test_add_func ("/pontiac/10.2/british-move-8-spaces", test_british_move_8);
  g_test_add_func ("/pontiac/10.3/relief-garrison-first-round", test_naval_relief_rounds);
  g_test_add_func ("/pontiac/10.3/relief-ambushed-retreats", test_naval_relief_ambushed);
  g_test_add_func ("/pontiac/11.11/besiegers-march-away-8-fp-left-siege-holds", test_siege_holds_at_8);
  g_test_add_func ("/pontiac/11.11/besiegers-march-away-7-fp-left-siege-lifted", test_siege_lifted_at_7);
  g_test_add_func ("/pontiac/11.11/besiegers-all-march-away-garrison-free", test_siege_lifted_all_gone);
  g_test_add_func ("/pontiac/10.3/relief-into-the-fort-british-choose", test_relief_into_fort_chosen);
  g_test_add_func ("/pontiac/10.3/relief-into-the-fort-all-fit", test_relief_into_fort_all_fit);
  g_test_add_func ("/pontiac/10.3/relief-called-off-garrison-stays-inside", test_naval_relief_called_off);
  g_test_add_func ("/pontiac/10.3/relief-joins-at-once-option", test_naval_relief_at_once);
  g_test_add_func ("/pontiac/18.2/activation-table", test_activation_table);
  g_test_add_func ("/pontiac/18.2/red-bands-go-home", test_activation_red_goes_home);
  g_test_add_func ("/pontiac/11.11/fort-value-cancels-hits-R8", test_fort_value_cancels_hits);
  g_test_add_func ("/pontiac/11.1/battle-named-when-the-dice-roll", test_battle_named);
  g_test_add_func ("/pontiac/11.11/siege-attrition-R9", test_siege_attrition_r9);
  g_test_add_func ("/pontiac/11.9/two-fp-unit-four-steps-R12", test_two_fp_unit_steps);
  g_test_add_func ("/pontiac/21.5/campaign-vp-reset-R13", test_campaign_vp_reset);
  g_test_add_func ("/pontiac/7.0/hands-hidden", test_hands_hidden);
  g_test_add_func ("/pontiac/7.0/mulligan-face-down", test_mulligan_face_down);
  g_test_add_func ("/pontiac/9.1/key-leaders-and-war-belts-R1", test_r1_reinforcements);
  g_test_add_func ("/pontiac/9.2/militia-and-guineas-R2", test_r2_militia_and_guineas);
  g_test_add_func ("/pontiac/9.2/guinea-limit-25", test_guinea_limit_25);
  g_test_add_func ("/pontiac/9.2/log-one-guinea-singular", test_guinea_log_plural);
  g_test_add_func ("/pontiac/11.2/ambush-7-plus-R3", test_r3_ambush);
  g_test_add_func ("/pontiac/15.2/winter-capacity-R11", test_r11_winter_capacity);
  g_test_add_func ("/pontiac/15.2/winter-in-the-field-attrition", test_winter_field_attrition);
  g_test_add_func ("/pontiac/15.2/nations-winter-4-fp-a-village", test_nations_winter);
  g_test_add_func ("/pontiac/15.2/indian-allies-go-home-in-winter", test_allies_home_in_winter);
  g_test_add_func ("/pontiac/6.2/indian-allies-disperse-in-a-fort", test_allies_disperse_in_fort);
  g_test_add_func ("/pontiac/6.2/indian-allies-march-on-in-the-field", test_allies_stay_in_the_field);
  g_test_add_func ("/pontiac/15.2/band-boxed-when-every-village-is-full", test_band_boxed_when_full);
  g_test_add_func ("/pontiac/15.2/band-not-boxed-while-a-village-has-room", test_band_not_boxed_while_room);
  g_test_add_func ("/pontiac/16.2/rally-several-plus-1", test_rally_several);
  g_test_add_func ("/pontiac/16.2/militia-only-with-rogers", test_rally_militia_rogers);
  g_test_add_func ("/pontiac/11.12/fort-de-chartres", test_chartres);
  g_test_add_func ("/pontiac/11.12/fort-de-chartres-abandoned-5-vp-back", test_chartres_abandoned);
  g_test_add_func ("/pontiac/21.5/amherst-draw-down", test_drawdown);
  g_test_add_func ("/pontiac/18.5/british-retreat-at-any-odds", test_british_advantage_retreat);
  g_test_add_func ("/pontiac/18.6/philadelphia-threatened", test_philadelphia_threatened);
  g_test_add_func ("/pontiac/10.2/portage-blocked", test_portage_blocked);
  g_test_add_func ("/pontiac/12.0/release-non-compliance", test_release_refused);
  g_test_add_func ("/pontiac/12.0/release-two", test_release_two);
  g_test_add_func ("/pontiac/12.0/release-all", test_release_all);
  g_test_add_func ("/pontiac/12.0/release-out-of-range", test_release_range);
  return g_test_run ();
}
