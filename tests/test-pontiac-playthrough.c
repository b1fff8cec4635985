/* test-pontiac-playthrough.c — the rulebook's First Turn Playthrough
 * (headed 23.0, listed as 24.0; digest section 7.2, P1-P24) as one golden
 * test: the Full Campaign, Spring 1763, every step with its printed dice,
 * ending on the rulebook's numbers.
 *
 * The board is reconstructed, so the Nations stand where the playthrough's
 * forces can reach their targets (the setup lets the player choose, 21.2);
 * the British stand as 21.2 places them.  The hands are the playthrough's
 * (its hand lists).  Where the printed playthrough breaks a rule (⚠ in the
 * digest) the test follows the rule and says so:
 *   P2  War Belts: 9.1 adds 1 when behind (printed: subtracts) → 4 FP, not 2.
 *   P15 Detroit: the 18th die must be a 5 or 6 for 8 hits (17 printed);
 *       rerolls are of hits only (Pontiac rerolls the one British hit);
 *       every healthy piece takes a step before any takes a second, so the
 *       Militia is flipped, not removed (+2 VP all the same).
 *   P17 no VP is lost by a Nations retreat (printed -2).
 *   P19 the village is razed at the end of the turn, where 11.11 razes an
 *       undefended village "occupied by four or more British FP at the
 *       end of a turn" (printed: at once); the British 16 VP come then.
 *   P21 Detroit's attrition: 10 steps, 4 losses, healthy Gladwin first.
 *   P24 Dalyell's death gives the Nations 2 VP (printed: none); Gladwin's
 *       lost roll is taken as "stays wounded".
 * P18 and P20 are moves without effect on the numbers and are left out.
 * The playthrough's own reading of P19 (razed at once, British 16 as the
 * third force stops: digest 8.39's recommendation) is the scenario option
 * `raze-on-entry`; the test is played a second time with it on
 * (/pontiac/24.0/first-turn-playthrough-raze-on-entry).
 *
 * The playthrough is headed as the Full Campaign's first turn on the 21.2
 * setup.  It is played here on The Rising (21.2), whose first turn is the
 * same: under 21.5's Campaign rule a single razed village gives no VP, yet
 * P19 awards the British 1 VP (17.3), which is The Rising's rule. */
#include "test-pontiac-util.c"

static const char *nations_hand[] = {
  "nations-1.1", "nations-3.1", "nations-4.1", "nations-5.1", "nations-17.1", "nations-36.1", "nations-37.1",
  "nations-39.1",
};
static const char *british_hand[] = {
  "british-52.1", "british-53.1", "british-60.1", "british-61.1", "british-84.1", "british-85.1", "british-92.1",
  "british-93.1",
};

static void
set_hands (T *t)
{
  t_no_cards (t);
  for (guint i = 0; i < G_N_ELEMENTS (nations_hand); i++)
    pontiac_move_piece (&t->c, t_piece (t, nations_hand[i]), t->self->d->box_hand[SIDE_NATIONS]);
  for (guint i = 0; i < G_N_ELEMENTS (british_hand); i++)
    pontiac_move_piece (&t->c, t_piece (t, british_hand[i]), t->self->d->box_hand[SIDE_BRITISH]);
}

/* The Nations of 21.2, where the playthrough's forces start. */
static void
place_nations (T *t)
{
  static const struct { const char *piece, *where; } at[] = {
    /* P5 Michilimackinac: 5 Ojibwa + 3 Ottawa FP. */
    { "ojibwa-band-2.1", "cheboygan" }, { "ojibwa-band-2.2", "cheboygan" }, { "sachem-minavavana.1", "cheboygan" },
    { "ottawa-band-2.1", "cheboygan" }, { "sachem-breton.1", "cheboygan" },
    /* P6 Edward Augustus: 3 Menominee FP. */
    { "menominee-band-2.1", "menominee-fox-river" }, { "sachem-oshkosh.1", "menominee-fox-river" },
    /* P7 St. Joseph: an Ottawa contingent of 4 FP (5 dice with the mulligan). */
    { "ottawa-band-2.2", "kalamazoo" }, { "ottawa-band-1.1", "kalamazoo" }, { "sachem-egushawa.1", "kalamazoo" },
    /* P8 Ouiatenon: Piankeshaw, Wea, Kickapoo, Mascouten, 1 FP and a sachem each. */
    { "piankeshaw-band-1.1", "tippecanoe" }, { "sachem-grelot.1", "tippecanoe" },
    { "wea-band-1.1", "tippecanoe" }, { "sachem-wapamanqua.1", "tippecanoe" },
    { "kickapoo-band-1.1", "tippecanoe" }, { "sachem-le-loup.1", "tippecanoe" },
    { "mascouten-band-1.1", "tippecanoe" }, { "sachem-manso.1", "tippecanoe" },
    /* P9 Miami: Potawatomi and Miami, 4 FP (5 dice with the mulligan). */
    { "potawatomi-band-1.1", "auglaize" }, { "sachem-washee.1", "auglaize" },
    { "miami-band-1.1", "auglaize" }, { "sachem-michikiniqua.1", "auglaize" },
    /* P10 Dinwiddie: the Shawnee. */
    { "shawnee-band-2.1", "tygart-valley" }, { "sachem-hokolesqua.1", "tygart-valley" },
    { "sachem-kaske.1", "lower-shawnee-town" },
    /* P11 Presque Isle: the Seneca, 10 FP. */
    { "seneca-band-2.1", "conneaut" }, { "seneca-band-2.2", "conneaut" }, { "seneca-band-2.3", "conneaut" },
    { "seneca-band-2.4", "conneaut" }, { "sachem-kiasutha.1", "conneaut" }, { "sachem-tahaiadoris.1", "conneaut" },
    /* P12 Le Boeuf: Lenape with Neolin (4 FP with the FP he raises, P1). */
    { "lenape-band-2.1", "kuskusky" }, { "sachem-neolin.1", "kuskusky" },
    /* P13 Venango: Lenape, 3 FP. */
    { "lenape-band-2.2", "mahoning" }, { "sachem-teedyuscung.1", "mahoning" },
    /* P14 Ligonier: all the Mingo, 7 FP. */
    { "mingo-band-2.1", "great-meadows" }, { "mingo-band-2.2", "great-meadows" }, { "mingo-band-2.3", "great-meadows" },
    { "sachem-guyasuta.1", "great-meadows" },
    /* P15 Detroit: the "Bear" force with Pontiac, 20 FP before the guns. */
    { "sachem-pontiac.1", "bloody-run" }, { "ottawa-band-2.3", "bloody-run" }, { "ottawa-band-1.2", "bloody-run" },
    { "ottawa-band-1.3", "bloody-run" }, { "ottawa-band-1.4", "bloody-run" },
    { "seneca-band-2.5", "bloody-run" }, { "sachem-honeywus.1", "bloody-run" },
    { "ojibwa-band-2.3", "bloody-run" }, { "ojibwa-band-2.4", "bloody-run" }, { "sachem-wasson.1", "bloody-run" },
    { "lenape-band-2.3", "bloody-run" }, { "sachem-shingas.1", "bloody-run" },
    { "miami-band-2.1", "bloody-run" }, { "sachem-cold-foot.1", "bloody-run" },
    /* P16 near Niagara: Mississauga 6 FP, Huron 3 FP. */
    { "mississauga-band-2.1", "head-of-the-lake" }, { "mississauga-band-2.2", "head-of-the-lake" },
    { "mississauga-band-1.1", "head-of-the-lake" }, { "sachem-sekahos.1", "head-of-the-lake" },
    { "huron-band-2.1", "head-of-the-lake" }, { "sachem-big-jaw.1", "head-of-the-lake" },
  };
  BhPieceState *pc = bh_state_pieces (t->st);

  /* Every Nations piece off the map first (to its nation's box). */
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (pc[p].location < t->self->d->n_spaces && pontiac_side_of (&t->c, p) == SIDE_NATIONS
        && pontiac_is_military (&t->c, p))
      pontiac_move_piece (&t->c, p, pontiac_pool_of (&t->c, p));
  for (guint i = 0; i < G_N_ELEMENTS (at); i++)
    t_put (t, at[i].piece, at[i].where, 0);
}

static void
expect (T *t, int british_vp, int nations_vp, int arms)
{
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, british_vp);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, nations_vp);
  g_assert_cmpint (t_arms (t), ==, arms);
}

static int
captives (T *t)
{
  int n = 0;

  for (guint s = 0; s < t->self->d->n_spaces; s++)
    FOR_PIECES_AT (&t->c, s, p)
      n += t->self->d->pieces[p].klass == PC_CAPTIVE;
  return n;
}

static int
razed_track (T *t)
{
  return bh_state_markers (t->st)[t->self->d->m_razed];
}

static gboolean
razed (T *t, const char *fort)
{
  return pontiac_marker_at (&t->c, t_loc (t, fort), PC_RAZED_FORT) >= 0;
}

/* `data`: the `raze-on-entry` option's name, or NULL (the default). */
static void
test_playthrough (gconstpointer data)
{
  const char *option = data;
  T *t = t_new_with_option ("rising-1763", option);
  /* The British VP of P19 when they come before the turn's end. */
  int early = option != NULL ? 1 : 0;
  int guineas;

  place_nations (t);
  set_hands (t);
  t_at_phase (t, 1, "key-leaders");
  expect (t, 15, 0, 5);
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, 10);

  /* P1: Pontiac raises 1 Ottawa FP with him, Neolin 1 Lenape FP with him. */
  g_assert_cmpint (t->st->pending.kind, ==, D_KEY_LEADER);
  t_do (t, "raise sachem-pontiac.1 7");
  t_do (t, "raise sachem-neolin.1 1");
  g_assert_cmpint (pontiac_stack_fp (&t->c, t_loc (t, "kuskusky"), SIDE_NATIONS, 0), ==, 4);

  /* P2 ⚠: both belts on the Shawnee, rolls 4 and 5, +1 behind: 2 + 2 FP. */
  g_assert_cmpint (t->st->pending.kind, ==, D_BELTS);
  t_do_rolls (t, "roll-belts", ROLLS (4, 5));
  {
    /* A War Belt's placement is 9.1's (wording and badge). */
    g_autofree char *first = t_find (t, "place shawnee-band-2");
    g_autofree char *text = NULL;
    BhAction a;

    t_parse_legal (t, first, &a);
    text = bh_rules_describe_action (t->rules, t->st, &a, BH_NONE);
    g_assert_nonnull (strstr (text, "(9.1)"));
    g_assert_cmpstr (bh_rules_action_rule (t->rules, t->st, &a), ==, "9.1");
  }
  t_do_found (t, "place shawnee-band-2");
  {
    /* P3: the last placement ends the War Belts; the British Reinforcement
     * Phase begins with the Militia roll: 1, the British ahead: 1 FP. */
    g_autofree char *place = t_find (t, "place shawnee-band-2");

    t_do_rolls (t, place, ROLLS (1));
  }
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_cmpint (t->st->pending.kind, ==, D_PLACE);
  g_assert_false (t_has (t, "place militia-2"));
  {
    /* The Militia's placement is 9.2's, in its wording and its badge
     * (referee re-check 4 M7). */
    BhAction a;
    g_autofree char *text = NULL;

    t_parse_legal (t, "place militia-1.6 muddy-creek", &a);
    text = bh_rules_describe_action (t->rules, t->st, &a, BH_NONE);
    g_assert_nonnull (strstr (text, "(9.2)"));
    g_assert_cmpstr (bh_rules_action_rule (t->rules, t->st, &a), ==, "9.2");
  }
  t_do (t, "place militia-1.6 muddy-creek");       /* a Green River settlement */

  /* P4: 25 Guineas: 8 Black Watch, 8 Royal Americans, 2 Regulars, 1
   * Artillery, 4 Supply, 2 Indian Allies (Johnson is in Niagara). */
  g_assert_cmpint (t->st->pending.kind, ==, D_BUY);
  guineas = bh_state_markers (t->st)[t->self->d->m_guineas];
  for (int k = 0; k < 3; k++)
    t_do_found (t, "buy black-watch-2");
  for (int k = 0; k < 2; k++)
    t_do_found (t, "buy black-watch-1");
  for (int k = 0; k < 4; k++)
    t_do_found (t, "buy royal-americans-2");
  t_do_found (t, "buy regulars-2");
  t_do_found (t, "buy artillery");
  for (int k = 0; k < 4; k++)
    t_do_found (t, "buy supply");
  t_do_found (t, "buy indian-allies-2");
  g_assert_false (t_has (t, "buy"));
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, guineas + 25);
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, 35);
  t_do (t, "done");

  /* ---- Nations movement and battles ---- */
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);

  /* P5 Michilimackinac (1): 8 FP against 1 RA and Etherington. */
  t_do (t, "form cheboygan");
  t_do (t, "move fort-michilimackinac");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-michilimackinac")));    /* 8 ≥ 4 */
  t_do (t, "play nations-17.1");          /* Supply Shortage: no reroll for Etherington */
  t_do (t, "play british-85.1");          /* Interferin' (Village): no effect at a fort */
  /* Arms 5 → 4; 8 dice 1,2,3,5,5,5,6,6: 5 hits − 1 = 4; the British 4. */
  t_do_rolls (t, "arms", ROLLS (1, 2, 3, 5, 5, 5, 6, 6, 4));
  g_assert_cmpint (t_arms (t), ==, 4);
  t_do (t, "casualty royal-americans-1.5");
  t_do (t, "casualty officer-etherington.1");
  t_do (t, "casualty royal-americans-1.5");
  /* Captive roll 5: one captive (a value-1 fort). */
  t_do_rolls (t, "casualty officer-etherington.1", ROLLS (5));
  g_assert_true (razed (t, "fort-michilimackinac"));
  expect (t, 15, 4, 5);
  g_assert_cmpint (captives (t), ==, 1);
  g_assert_cmpint (razed_track (t), ==, 1);
  /* 12.0: the Ojibwa (4 warrior FP against 2 Ottawa) take it; the
   * playthrough leaves the escort out: a band takes it to Cheboygan, the
   * village it came from, one space. */
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  t_do (t, "escort ojibwa-band-2.1 cheboygan");

  /* P6 Edward Augustus (1): 3 Menominee FP against 1 RA. */
  t_do (t, "form menominee-fox-river");
  t_do (t, "move fort-edward-augustus");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-edward-augustus")));  /* 3 < 4 */
  t_do (t, "play nations-39.1");          /* Coureurs de bois */
  t_do_rolls (t, "play british-60.1", ROLLS (6));   /* the Arms roll 6: +3 */
  g_assert_cmpint (t_arms (t), ==, 8);
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);   /* Temporary Truce */
  t_do (t, "pick british-92.1");
  t_do_rolls (t, "arms", ROLLS (4, 5, 5, 5));   /* 2 hits − 1 = 1; the British 5: 1 */
  g_assert_cmpint (t_arms (t), ==, 7);
  t_do (t, "casualty royal-americans-1.1");
  t_do (t, "casualty menominee-band-2.1");
  /* Without the siege minimum the Nations must go (11.11). */
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  t_do (t, "retreat menominee-fox-river");
  expect (t, 15, 4, 7);

  /* P7 St. Joseph (1): the Ottawa contingent, l'Ingérence as a mulligan. */
  t_do (t, "form kalamazoo");
  t_do (t, "move fort-st-joseph");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-st-joseph")));
  t_do (t, "mulligan nations-37.1");      /* behind: one more die */
  t_do (t, "play british-84.1");          /* Haira Da Bear: declines a second card */
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  t_do (t, "done");
  t_do_rolls (t, "arms", ROLLS (2, 4, 5, 6, 6, 2));    /* 5 dice: 3 hits − 1 = 2 */
  t_do (t, "casualty royal-americans-1.2");
  t_do_rolls (t, "casualty royal-americans-1.2", ROLLS (5));   /* razed; captive roll 5 */
  g_assert_true (razed (t, "fort-st-joseph"));
  expect (t, 15, 6, 7);
  g_assert_cmpint (captives (t), ==, 2);
  g_assert_cmpint (razed_track (t), ==, 2);
  /* 12.0: to Grand River, the nearest Ottawa village (2 spaces). */
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  t_do (t, "escort ottawa-band-1.1 grand-river");

  /* P8 Ouiatenon (1): four nations of 1 FP and a sachem each. */
  t_do (t, "form tippecanoe");
  t_do (t, "move fort-ouiatenon");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  t_do (t, "mulligan nations-3.1");       /* Indian Rage (Village) as a mulligan */
  t_do (t, "play british-61.1");          /* Internal Conflict */
  t_do (t, "pick wea-band-1.1");
  t_do (t, "pick kickapoo-band-1.1");
  g_assert_cmpint (t_where (t, "wea-band-1.1"), !=, t_loc (t, "fort-ouiatenon"));
  /* Arms 7 → 6; 7 dice (6 FP + the mulligan): 3 hits − 1 = 2; the British 6: 1. */
  t_do_rolls (t, "arms", ROLLS (1, 3, 4, 4, 5, 6, 6, 6));
  t_do (t, "casualty royal-americans-1.4");          /* the defender first (11.9) */
  t_do (t, "casualty royal-americans-1.4");
  t_do_rolls (t, "casualty mascouten-band-1.1", ROLLS (1));    /* captive roll 1: none */
  g_assert_true (razed (t, "fort-ouiatenon"));
  expect (t, 15, 8, 7);
  g_assert_cmpint (captives (t), ==, 2);
  g_assert_cmpint (razed_track (t), ==, 3);

  /* P9 Miami (1): Potawatomi and Miami, Paxton Boys as a mulligan; the
   * British play Attack Repelled as a mulligan but are ahead: no die. */
  t_do (t, "form auglaize");
  t_do (t, "move fort-miami");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  t_do (t, "mulligan nations-1.1");
  t_do (t, "mulligan british-53.1");
  t_do_rolls (t, "arms", ROLLS (1, 1, 5, 5, 6, 6));    /* 5 dice: 3 − 1 = 2; British 6 */
  t_do (t, "casualty royal-americans-1.3");
  t_do (t, "casualty royal-americans-1.3");
  t_do_rolls (t, "casualty miami-band-1.1", ROLLS (1));
  g_assert_true (razed (t, "fort-miami"));
  expect (t, 15, 10, 7);
  g_assert_cmpint (razed_track (t), ==, 4);

  /* P10 Dinwiddie: Intercept Supply rolls 6 (2 supply: Detroit's and
   * Pitt's, +2 Arms); Stout Defense cancels the attack. */
  t_do (t, "form tygart-valley");
  t_do (t, "move fort-dinwiddie");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  t_do (t, "play nations-4.1");
  t_do_rolls (t, "play british-52.1", ROLLS (6));
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  t_do (t, "pick supply.1");
  t_do (t, "pick supply.2");
  /* Stout Defense "may choose to play second card" (24.0): the
   * playthrough's British play none. */
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD_CHOICE);
  g_assert_cmpint (t->st->pending.args[1], ==, 52);
  t_do (t, "done");
  g_assert_cmpint (t_arms (t), ==, 9);
  g_assert_cmpint (t_where (t, "shawnee-band-2.1"), ==, t_loc (t, "tygart-valley"));
  g_assert_false (razed (t, "fort-dinwiddie"));
  expect (t, 15, 10, 9);

  /* P11 Presque Isle (2): the Seneca, les Habitants as a mulligan; the
   * British must play Pre-dicament: they hit only on a 6. */
  t_do (t, "form conneaut");
  t_do (t, "move fort-presque-isle");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-presque-isle")));   /* 10 ≥ 8 */
  t_do (t, "mulligan nations-36.1");
  t_do (t, "play british-93.1");
  t_do_rolls (t, "arms", ROLLS (1, 1, 1, 1, 2, 2, 3, 3, 3, 4, 4, 3, 4));   /* 11 dice, no hit; 3, 4 */
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);
  expect (t, 15, 10, 8);

  /* P12 Le Boeuf (1): Lenape with Neolin pass Venango; Armorer's Leave. */
  t_do (t, "form kuskusky");
  t_do (t, "move fort-venango");
  t_do (t, "pass-through");
  t_do (t, "move fort-le-boeuf");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-le-boeuf")));   /* 4 ≥ 4 */
  t_do (t, "play nations-5.1");           /* an OH NO! card, played for its text */
  /* Arms 8 → 7, Armorer's roll 4: it works; 1,4,6,6: 2 − 1 = 1; British 1. */
  t_do_rolls (t, "arms", ROLLS (4, 1, 4, 6, 6, 1));
  t_do (t, "casualty regulars-1.2");
  expect (t, 15, 10, 7);

  /* P13 Venango (1): Lenape 3 FP, no cards left. */
  t_do (t, "form mahoning");
  t_do (t, "move fort-venango");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  t_do_rolls (t, "arms", ROLLS (3, 1, 6, 6, 1));       /* Armorer 3; 2 − 1 = 1 */
  t_do (t, "casualty regulars-1.4");
  t_do (t, "retreat mahoning");
  expect (t, 15, 10, 6);

  /* P14 Ligonier (2): the Mingo, 7 FP, no siege (7 < 8). */
  t_do (t, "form great-meadows");
  t_do (t, "move fort-ligonier");
  t_attack_if_asked (t);
  t_do (t, "fort-up");
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-ligonier")));
  t_do_rolls (t, "arms", ROLLS (2, 2, 4, 5, 5, 6, 6, 6, 5, 5, 6));   /* 5 − 2 = 3; British 3 */
  t_do (t, "casualty regulars-1.6");
  t_do (t, "casualty regulars-1.7");
  t_do (t, "casualty militia-1.2");
  t_do (t, "casualty mingo-band-2.1");
  t_do (t, "casualty mingo-band-2.2");
  t_do (t, "casualty mingo-band-2.3");
  t_do (t, "retreat great-meadows");
  expect (t, 15, 10, 5);

  /* P15 Detroit (3) ⚠: the Bear force with Pontiac. */
  t_do (t, "form bloody-run");
  t_do (t, "move fort-detroit");
  t_attack_if_asked (t);
  g_assert_cmpint (t->st->pending.kind, ==, D_SHIPS);
  t_do (t, "done");     /* the two ships stay in the battle (6.2): they fire */
  t_do (t, "fort-up");
  /* Arms 5 → 4 (Armorer 5); the gun and the two ships roll 2, 4, 4. */
  t_do_rolls (t, "arms", ROLLS (5, 2, 4, 4));
  g_assert_cmpint (t->st->pending.kind, ==, D_ARTILLERY);
  t_do (t, "send ottawa-band-1.3 bloody-run");
  /* 18 FP: the 17 printed dice and an 18th 5 (⚠); the British 1, 4, 5. */
  t_do_rolls (t, "send ottawa-band-1.2 bloody-run",
              ROLLS (1, 1, 2, 2, 3, 3, 3, 3, 4, 4, 5, 5, 5, 5, 6, 6, 6, 5, 1, 4, 5));
  /* Gladwin (the defender first) rerolls two Indian hits: 5, 5. */
  g_assert_cmpint (t->st->pending.kind, ==, D_REROLL);
  t_do_rolls (t, "reroll officer-gladwin.1", ROLLS (5, 5));
  /* Pontiac rerolls the British hit: 3. */
  t_do_rolls (t, "reroll sachem-pontiac.1", ROLLS (3));
  /* 8 hits − 3 = 5, each on a piece still taking its first step. */
  g_assert_cmpint (t->st->pending.args[1], ==, 5);
  t_do (t, "casualty royal-americans-1.8");
  t_do (t, "casualty royal-americans-1.9");
  t_do (t, "casualty militia-1.4");
  g_assert_false (t_can (t, "casualty militia-1.4"));    /* flipped before any second step */
  t_do (t, "casualty officer-dalyell.1");
  t_do (t, "casualty officer-campbell.1");
  expect (t, 15, 12, 4);

  /* P16: Mississauga and Huron, 9 FP, against 2 FP of Indian Allies: more
   * than twice, they retreat without a roll, to Devil's Hole. */
  t_do (t, "form head-of-the-lake");
  t_do (t, "move twelve-mile-creek");
  t_attack_if_asked (t);
  g_assert_false (t_can (t, "ambush 0"));                 /* 2 is under half of 9 */
  t_do (t, "try-retreat");
  g_assert_cmpint (t->st->n_rolls, ==, 0);
  g_assert_false (t_can (t, "retreat fort-niagara"));     /* Allies never enter a fort */
  t_do (t, "retreat devils-hole");
  expect (t, 15, 12, 4);                                   /* 2 FP: no VP, no Arms */
  t_do (t, "done");

  /* ---- British movement ---- */
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  g_assert_cmpint (t->st->pending.kind, ==, D_OPS);

  /* P17 ⚠: Force C leaves Johnson and 1 RA in Niagara, joins the Allies at
   * Devil's Hole and attacks; the Nations retreat on 2 − 1 − 1 = 0. */
  t_do (t, "form fort-niagara");
  t_do (t, "drop officer-johnson.1");
  t_do_found (t, "drop royal-americans-1");
  t_do (t, "move devils-hole");
  t_do_found (t, "pickup indian-allies-2");
  t_do (t, "move twelve-mile-creek");
  t_attack_if_asked (t);
  t_do_rolls (t, "try-retreat", ROLLS (2));
  t_do (t, "retreat head-of-the-lake");
  expect (t, 15, 12, 4);                                   /* no VP lost by the Nations */

  /* P19: three forces meet in the Lenape village of Wyoming: 4 FP hold it
   * and raze it at the end of the turn (11.11); with `raze-on-entry`, as
   * the third force stops, +1 British VP: 16 (the printed P19). */
  t_do (t, "form fort-augusta");
  t_do (t, "move wyoming");
  t_do (t, "stop");
  t_do (t, "form fort-allen");
  t_do (t, "move wyoming");
  t_do (t, "stop");
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "wyoming"), PC_RAZED_VILLAGE), <, 0);   /* 3 FP */
  t_do (t, "form philadelphia");
  while (t_has (t, "drop ") && pontiac_stack_fp (&t->c, t_loc (t, "philadelphia"), SIDE_BRITISH, F_FORCE) > 1)
    {
      g_autoptr(GArray) actions = g_array_new (FALSE, FALSE, sizeof (BhAction));
      int keep = t_piece (t, "royal-americans-1.12");

      bh_rules_list_actions (t->rules, t->st, actions);
      for (guint i = 0; i < actions->len; i++)
        {
          const BhAction *a = &g_array_index (actions, BhAction, i);

          if (a->kind == A_DROP && a->args[0] != keep)
            {
              g_autofree char *text = bh_rules_format_action (t->rules, a);

              t_do (t, text);
              break;
            }
        }
    }
  t_do (t, "move fort-allen");
  t_do (t, "move wyoming");
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "wyoming"), PC_RAZED_VILLAGE), <, 0);
  expect (t, 15, 12, 4);
  t_do (t, "stop");
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "wyoming"), PC_RAZED_VILLAGE) >= 0, ==, early);
  expect (t, 15 + early, 12, 4);
  t_do (t, "done");

  /* ---- Supply and siege attrition: P21 Detroit ⚠, P22 Le Boeuf, P23
   * Presque Isle (in the order of the board's spaces). ---- */
  while (t->st->pending.kind == D_ATTRITION)
    {
      int s = t->st->pending.args[0];

      if (s == t_loc (t, "fort-detroit"))
        {
          /* 2 disrupted RA, a disrupted Militia, the gun, 2 ships, Gladwin
           * 2, Campbell and Dalyell wounded: 10 steps, 4 losses. */
          g_assert_cmpint (t->st->pending.args[1], ==, 4);
          g_assert_false (t_can (t, "casualty artillery.1"));     /* healthy Gladwin first */
          t_do (t, "casualty officer-gladwin.1");
          t_do_found (t, "casualty artillery");
          t_do (t, "casualty royal-americans-1.8");
          t_do (t, "casualty militia-1.4");
          g_assert_false (razed (t, "fort-detroit"));
          expect (t, 15 + early, 16, 4);
        }
      else if (s == t_loc (t, "fort-le-boeuf"))
        {
          /* 1 disrupted Regular: 1 step; the fort falls; captive roll 5. */
          g_assert_cmpint (t->st->pending.args[1], ==, 1);
          t_do_rolls (t, "casualty regulars-1.2", ROLLS (5));
          g_assert_true (razed (t, "fort-le-boeuf"));
          /* 12.0: the Lenape's captive goes to Kuskusky. */
          g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
          t_do (t, "escort lenape-band-2.1 kuskusky");
        }
      else if (s == t_loc (t, "fort-presque-isle"))
        {
          /* 2 healthy RA, 4 steps: 2 losses, both flipped. */
          g_assert_cmpint (t->st->pending.args[1], ==, 2);
          t_do_found (t, "casualty royal-americans-1");
          t_do_found (t, "casualty royal-americans-1");
        }
      else
        g_error ("unexpected attrition in %s", bh_game_data_get_location_name (t->data, s));
    }
  g_assert_cmpint (razed_track (t), ==, 5);
  g_assert_cmpint (captives (t), ==, 3);
  expect (t, 15 + early, 18, 5);

  /* ---- Rally and leader health (P24 ⚠): Gladwin 2 (stays wounded; his
   * roll is lost from the text), Campbell 6 (recovers), Dalyell 1 (dies,
   * +2 VP; a Replacement Officer in Philadelphia). ---- */
  g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
  t_do (t, "done");
  g_assert_cmpint (t->st->pending.kind, ==, D_RALLY);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  t_do_rolls (t, "done", ROLLS (2, 6, 1));
  g_assert_cmpint (t_face (t, "officer-gladwin.1"), ==, 1);
  g_assert_cmpint (t_face (t, "officer-campbell.1"), ==, 0);
  g_assert_cmpint (t_where (t, "officer-dalyell.1"), ==, t->self->d->box_removed);
  /* 6.2: the British may place his replacement where he died; the
   * example places him in Philadelphia. */
  if (t->st->pending.kind == D_REPLACEMENT)
    t_do (t, "place-replacement philadelphia");
  g_assert_cmpint (t_where (t, "replacement-officer.1"), ==, t->self->d->philadelphia);

  /* End of the turn: British 16, Nations 20 (rules-correct; printed 15),
   * 5 razed forts, 1 razed village, 3 captives, a 35 Guinea loan, Arms 5;
   * the turn marker moves on to Summer 1763. */
  expect (t, 16, 20, 5);
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "wyoming"), PC_RAZED_VILLAGE), >=, 0);
  g_assert_cmpint (razed_track (t), ==, 5);
  g_assert_cmpint (captives (t), ==, 3);
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, 35);
  g_assert_cmpint (t->st->turn, ==, 2);
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_data_func ("/pontiac/24.0/first-turn-playthrough", NULL, test_playthrough);
  g_test_add_data_func ("/pontiac/24.0/first-turn-playthrough-raze-on-entry", "raze-on-entry", test_playthrough);
  return g_test_run ();
}
