/* test-pontiac-sections.c — the rule sections no other test program owns:
 * 4.0 (the Razed Fort Objective), 11.7 (nations without a sachem), 13.0
 * (treaties), 15.1 (sieges lifted), 16.1 (rebuilds), 17.2 and 17.4 (end
 * scoring), 18.3 (no cards).  Each drives the rule through the players'
 * actions or the automatic phases and asserts the rulebook's numbers on
 * both sides of each boundary. */
#include "test-pontiac-util.c"

/* A case of the table at the end: a test path, the function that runs it
 * and its arguments (what each means is said above each function). */
typedef struct Case Case;
struct Case {
  const char *path;
  void (*run) (const Case *k);
  const char *option;        /* a scenario option on, or NULL */
  int n;
  gboolean flag;
  const char *text;
};

/* Every British fort razed but those in `keep` (space-separated ids). */
static void
raze_forts_but (T *t, const char *keep)
{
  g_auto(GStrv) ids = g_strsplit (keep, " ", -1);

  raze_all_forts_but (t, ids[0]);
  for (guint i = 1; ids[i] != NULL; i++)
    pontiac_remove_marker (&t->c, PC_RAZED_FORT, t_loc (t, ids[i]));
}

/* ---- 4.0 / 21.2: the Razed Fort Objective ------------------------------------ */

/* The Rising's last turn ends (turn 3) with the Nations ahead, 50 VP to
 * 10.  `razed` forts are razed, the Razed Fort Track says so, and the
 * others stand (k->text), Fort Niagara among them: it "may not be
 * attacked" (11.12).  Pitt is razed and Detroit stands, so the Nations
 * have no automatic victory (21.2).  17.4 gives the British twice the
 * value of each fort standing.  With 10 razed the Nations win on points;
 * with 9 the British win automatically (21.2: "If Indians fail to raze
 * more than 9 forts"; 4.0), 50 VP to 44 notwithstanding. */
static void
razed_fort_objective (const Case *k)
{
  int razed = k->n, winner = k->flag ? SIDE_NATIONS : SIDE_BRITISH;
  T *t = t_new_empty ("rising-1763");
  int markers = 0;

  raze_forts_but (t, k->text);
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    markers += pontiac_marker_at (&t->c, s, PC_RAZED_FORT) >= 0;
  g_assert_cmpint (markers, ==, razed);
  g_assert_false (pontiac_marker_at (&t->c, t_loc (t, "fort-niagara"), PC_RAZED_FORT) >= 0);
  bh_state_markers (t->st)[t->self->d->m_razed] = razed;
  bh_state_markers (t->st)[t->self->d->m_guineas] = 0;
  t_vp (t, 50, 10);
  t_at_phase (t, 3, "victory-points");
  g_assert_cmpint (t->st->result, ==, BH_RESULT_WIN);
  g_assert_cmpint (t->st->winner, ==, winner);
  /* 17.4: Detroit 3 (24.0), Ligonier, Bedford, Cumberland and Augusta 2
   * each, Allen and Dinwiddie 1 each, Niagara 3 (reconstructed, board.xml):
   * 2 x 16 = 32; with Venango (1) standing too, 34. */
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 10 + (razed == 10 ? 32 : 34));
  t_free (t);
}

/* ---- 11.7: nations without a sachem ------------------------------------------- */

/* An Ottawa band (2 FP) with Breton (Ottawa sachem, 1 FP) and a Huron band
 * (2 FP) attack a British unit in the open; `huron_sachem`: Big Jaw (Huron,
 * 1 FP) is with them; `dice`: what the log says of the Nations' dice. */
static void
mixed_attack (const Case *k)
{
  gboolean huron_sachem = k->flag;
  const char *dice = k->text;
  T *t = t_new_empty ("rising-1763");

  t_put (t, "regulars-1.1", "mad-river", 0);
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "sachem-breton.1", "huron-band-2.1", NULL);
  if (huron_sachem)
    t_put (t, "sachem-big-jaw.1", "pickawillany", 0);
  t_attack_from (t, SIDE_NATIONS, "pickawillany", "mad-river");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, dice));
  t_free (t);
}

/* 11.7: the Huron band has no sachem: 2 + 1 FP, 3 dice, not 5. */
/* With Big Jaw: 2 + 1 + 2 + 1 = 6 dice. */
/* 6.1, 11.1: warriors of two nations without sachems defend together:
 * attacked, both bands roll, 4 dice. */
static void
test_sachemless_defend_together (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "pickawillany", "ottawa-band-2.1", "huron-band-2.1", NULL);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", "regulars-2.3", NULL);
  t_attack_from (t, SIDE_BRITISH, "mad-river", "pickawillany");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, "Nations roll 4 dice"));
  t_free (t);
}

/* ---- 13.0: treaties ----------------------------------------------------------- */

/* The Huron have two villages, Wyandot Town and Upper Sandusky.  4 British
 * FP stop in Wyandot Town (next to Fort Detroit) and hold it to the end of
 * the turn: it is razed (11.11).  `other_razed`: Upper Sandusky was razed
 * already, so it is the last village and a treaty is struck: the Huron in
 * their villages go to their box, those elsewhere stay, +2 VP (17.3). */
static void
treaty_case (const Case *k)
{
  gboolean other_razed = k->flag;
  T *t = t_new_empty ("rising-1763");
  int box = t_loc (t, "reinforcements-huron");
  int huron = t->self->d->pieces[t_piece (t, "huron-band-2.1")].nation;

  if (other_razed)
    pontiac_place_marker (&t->c, PC_RAZED_VILLAGE, t_loc (t, "upper-sandusky"));
  t_put_in (t, "upper-sandusky", "huron-band-2.1", "sachem-big-jaw.1", NULL);
  t_put (t, "huron-band-2.2", "point-pelee", 0);
  t_put_in (t, "fort-detroit", "regulars-2.1", "regulars-2.2", NULL);
  t_vp (t, 10, 10);
  t_move_force (t, SIDE_BRITISH, "fort-detroit", "wyandot-town");
  t_do (t, "stop");
  t_do (t, "done");
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_false (pontiac_village_standing (&t->c, t_loc (t, "wyandot-town")));
  g_assert_cmpint (pontiac_treaty (&t->c, huron), ==, other_razed);
  /* 17.3: 1 VP for the village, 2 more for the treaty. */
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, other_razed ? 13 : 11);
  t_assert_at (t, "huron-band-2.1", other_razed ? "reinforcements-huron" : "upper-sandusky");
  t_assert_at (t, "sachem-big-jaw.1", other_razed ? "reinforcements-huron" : "upper-sandusky");
  /* "All Sachems and Warrior Bands in other spaces remain in play." */
  t_assert_at (t, "huron-band-2.2", "point-pelee");
  g_assert_cmpint (pontiac_marker_at (&t->c, box, PC_TREATY) >= 0, ==, other_razed);
  t_free (t);
}

/* 13.0: "The nation may not receive any War Belt and will not provide
 * reinforcements to Pontiac": Pontiac raises 1 FP of a nation with
 * warriors in his space (9.1), here Ottawa or Huron; once the Huron have
 * made a treaty, only Ottawa. */
static void
treaty_reinforcements (const Case *k)
{
  gboolean treaty = k->flag;
  T *t = t_new_empty ("rising-1763");
  int huron = t->self->d->pieces[t_piece (t, "huron-band-2.1")].nation;
  int ottawa = t->self->d->pieces[t_piece (t, "ottawa-band-2.1")].nation;
  g_autofree char *raise_huron = g_strdup_printf ("raise sachem-pontiac.1 %d", huron);
  g_autofree char *raise_ottawa = g_strdup_printf ("raise sachem-pontiac.1 %d", ottawa);

  t_put_in (t, "pontiacs-village", "sachem-pontiac.1", "huron-band-1.1", "ottawa-band-1.1", NULL);
  if (treaty)
    pontiac_place_marker (&t->c, PC_TREATY, t->self->d->box_nation[huron]);
  t_at_phase (t, 2, "key-leaders");
  g_assert_cmpint (t_can (t, raise_huron), ==, !treaty);
  g_assert_true (t_can (t, raise_ottawa));
  t_free (t);
}

/* ---- 15.1: sieges lifted in the Winter Interlude ------------------------------- */

/* Fort Ligonier besieged by 4 Ottawa FP.  The Winter Interlude (turn 4,
 * Winter 1763) lifts every siege (15.1); a Summer turn's end does not
 * (the Interlude is taken only in Winter, digest 8.46). */
static T *
besieged_ligonier (void)
{
  T *t = t_new_empty ("campaign");

  bh_state_pieces (t->st)[t_put (t, "regulars-2.1", "fort-ligonier", 0)].flags = F_INSIDE;
  t_put_in (t, "fort-ligonier", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  pontiac_place_marker (&t->c, PC_SIEGE, t_loc (t, "fort-ligonier"));
  bh_state_markers (t->st)[t->self->d->m_razed] = 13;
  t_vp (t, 10, 10);
  return t;
}

static void
test_winter_lifts_sieges (void)
{
  T *t = besieged_ligonier ();

  t_at_phase (t, 4, "wintering");
  while (t->st->pending.kind == D_WINTER && t->st->pending.side == SIDE_NATIONS)
    t_do_found (t, "winter ottawa-band");
  g_assert_false (pontiac_besieged (&t->c, t_loc (t, "fort-ligonier")));
  g_assert_cmpint (pontiac_marker_at (&t->c, t_loc (t, "fort-ligonier"), PC_SIEGE), <, 0);
  t_free (t);
}

static void
test_summer_keeps_sieges (void)
{
  T *t = besieged_ligonier ();

  t_at_phase (t, 2, "lift-sieges");
  /* The game has gone on to the next turn with the siege standing. */
  g_assert_cmpint (t->st->turn, ==, 3);
  g_assert_true (pontiac_besieged (&t->c, t_loc (t, "fort-ligonier")));
  t_free (t);
}

/* ---- 16.1: fort rebuilds ------------------------------------------------------ */

/* Fort Ligonier (value 2) razed; `fp` British FP stand on it.  At least
 * 3 x 2 = 6 FP may rebuild it: 2 Guineas of debt, +2 VP (17.3), the Razed
 * Fort Track unchanged.  n of 100 or more: 6 FP and n Guineas owed
 * already; the debt may not pass the Guinea track's end, 200 (board.xml). */
static void
rebuild_case (const Case *k)
{
  int fp = k->n >= 100 ? 6 : k->n;
  int owed = k->n >= 100 ? k->n : 20;
  T *t = t_new_empty ("rising-1763");
  int ligonier = t_loc (t, "fort-ligonier");

  pontiac_place_marker (&t->c, PC_RAZED_FORT, ligonier);
  t_put_in (t, "fort-ligonier", "regulars-2.1", "regulars-2.2", NULL);
  t_put (t, fp == 6 ? "regulars-2.3" : "regulars-1.1", "fort-ligonier", 0);
  bh_state_markers (t->st)[t->self->d->m_razed] = 5;
  bh_state_markers (t->st)[t->self->d->m_guineas] = owed;
  t_vp (t, 10, 10);
  t_at_phase (t, 2, "rebuild-forts");
  if (fp < 6 || owed + 2 > 200)
    {
      g_assert_false (t_can (t, "rebuild fort-ligonier"));
      g_assert_false (pontiac_fort_standing (&t->c, ligonier));
      t_free (t);
      return;
    }
  t_do (t, "rebuild fort-ligonier");
  g_assert_true (pontiac_fort_standing (&t->c, ligonier));
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_guineas], ==, owed + 2);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 12);
  g_assert_cmpint (bh_state_markers (t->st)[t->self->d->m_razed], ==, 5);
  t_free (t);
}

/* ---- 17.2, 17.4: end scoring --------------------------------------------------- */

typedef struct {
  const char *path;
  const char *scenario;
  int last_turn;
  int debt;                  /* Guineas on the Bank of England track */
  int captives;              /* captives in an Ottawa village */
  gboolean oh_no;            /* an OH NO! card left in the British hand */
  const char *forts;         /* the unrazed British forts, or NULL: none razed */
  int nations, british;      /* VP gained at the end */
} EndRow;

static const EndRow end_rows[] = {
  /* 17.2, 21.3: 1 VP per 5 Guineas, rounded up: 10 → 2, 11 → 3. */
  { "/pontiac/17.2/war-debt-10-guineas-2-vp", "response-1764", 7, 10, 0, FALSE, NULL, 2, 0 },
  { "/pontiac/17.2/war-debt-11-guineas-3-vp", "response-1764", 7, 11, 0, FALSE, NULL, 3, 0 },
  /* 21.4: 1 per 3: 9 → 3, 10 → 4. */
  { "/pontiac/17.2/war-debt-9-guineas-3-vp-1765", "conclusion-1765", 11, 9, 0, FALSE, NULL, 3, 0 },
  { "/pontiac/17.2/war-debt-10-guineas-4-vp-1765", "conclusion-1765", 11, 10, 0, FALSE, NULL, 4, 0 },
  /* 17.2: 2 VP a captive the Nations hold. */
  { "/pontiac/17.2/captives-2-vp-each", "response-1764", 7, 0, 2, FALSE, NULL, 4, 0 },
  { "/pontiac/17.2/no-captives-no-vp", "response-1764", 7, 0, 0, FALSE, NULL, 0, 0 },
  /* 17.2: the OH NO! value of the opponent's cards in hand (-1: the
   * card's value, read from the data). */
  { "/pontiac/17.2/oh-no-card-held", "response-1764", 7, 0, 0, TRUE, NULL, -1, 0 },
  /* 17.4 (1763 only): twice the value of each unrazed fort: Fort Detroit
   * (value 3, 24.0), Fort Ligonier (2, 15.2) and Fort Niagara, which
   * cannot be attacked (11.12; value 3, reconstructed) 16; Ligonier
   * razed, 12 (a fort's razing costs twice its value); 1764 none. */
  { "/pontiac/17.4/unrazed-forts-twice-their-value", "rising-1763", 3, 0, 0, FALSE, "fort-detroit fort-ligonier", 0, 16 },
  { "/pontiac/17.4/razed-fort-counts-nothing", "rising-1763", 3, 0, 0, FALSE, "fort-detroit", 0, 12 },
  { "/pontiac/17.4/not-in-1764", "response-1764", 7, 0, 0, FALSE, "fort-detroit fort-ligonier", 0, 0 },
};

static void
run_end_row (gconstpointer data)
{
  const EndRow *r = data;
  T *t = t_new (r->scenario);
  int nations = r->nations;

  t_clear_map (t);
  t_no_cards (t);
  if (r->forts != NULL)
    raze_forts_but (t, r->forts);
  /* No automatic victory: 13 forts razed, Pitt and Detroit not both. */
  bh_state_markers (t->st)[t->self->d->m_razed] = 13;
  bh_state_markers (t->st)[t->self->d->m_guineas] = r->debt;
  for (int i = 1; i <= r->captives; i++)
    {
      g_autofree char *id = g_strdup_printf ("captive.%d", i);

      t_put (t, id, "maumee-rapids", 0);
    }
  if (r->oh_no)
    {
      int card = t_piece (t, "nations-5");

      /* 7.0: OH NO! values range from 1 to 3. */
      nations = t->self->d->pieces[card].oh_no;
      g_assert_cmpint (nations, >=, 1);
      g_assert_cmpint (nations, <=, 3);
      pontiac_move_piece (&t->c, card, t->self->d->box_hand[SIDE_BRITISH]);
    }
  t_vp (t, 50, 50);
  t_at_phase (t, r->last_turn, "victory-points");
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 50 + nations);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 50 + r->british);
  t_free (t);
}

/* 20.0 E, VP Awards: "1VP to Indians for each village still controlled
 * at end of scenario" (the Miami villages: Kekionga, Eel River,
 * Mississinewa).  All three standing: +3; Mississinewa razed and British
 * Regulars in Eel River: +1 (fifth re-check S3). */
static void
e_miami_case (gboolean all_held)
{
  T *t = t_new ("e-bouquet");

  t_clear_map (t);
  t_no_cards (t);
  if (!all_held)
    {
      t_put (t, "razed-village.1", "mississinewa", 0);
      t_put (t, "regulars-2.1", "eel-river", 0);
    }
  t_vp (t, 20, 20);
  t_at_phase (t, 9, "victory-points");
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 20 + (all_held ? 3 : 1));
  t_free (t);
}

static void
test_e_miami_all_held (void)
{
  e_miami_case (TRUE);
}

static void
test_e_miami_one_held (void)
{
  e_miami_case (FALSE);
}

/* ---- 18.3: no combat cards ----------------------------------------------------- */

/* No cards are dealt. */
static void
test_no_cards_dealt (void)
{
  T *t = t_new_with_option ("rising-1763", "no-cards");

  for (int side = 0; side < 2; side++)
    FOR_PIECES_AT (&t->c, t->self->d->box_hand[side], p)
      g_assert_not_reached ();
  t_free (t);
}

typedef struct {
  const char *path;
  gboolean chartres;         /* the British hold Fort de Chartres */
  int roll;
  int arms;                  /* Arms Points gained */
} NoCardsRow;

static const NoCardsRow no_cards_rows[] = {
  /* 18.3: +2 a season while the French hold de Chartres, whatever the die. */
  { "/pontiac/18.3/two-arms-a-season", FALSE, 1, 2 },
  /* Once the British hold it: 1-2 none, 3-4 one, 5-6 two. */
  { "/pontiac/18.3/chartres-british-roll-2-none", TRUE, 2, 0 },
  { "/pontiac/18.3/chartres-british-roll-3-one", TRUE, 3, 1 },
  { "/pontiac/18.3/chartres-british-roll-4-one", TRUE, 4, 1 },
  { "/pontiac/18.3/chartres-british-roll-5-two", TRUE, 5, 2 },
};

/* The British end their movement (turn 1) with an officer and a unit in
 * Fort de Chartres (11.12) or in Fort Pitt; the turn ends; the new season's
 * reinforcement phase gives the Nations their Arms (the first die rolled
 * after the British movement; The Rising, turn 1 to 2). */
static void
run_no_cards_row (gconstpointer data)
{
  const NoCardsRow *r = data;
  T *t = t_new_with_option ("rising-1763", "no-cards");
  const char *where = r->chartres ? "fort-de-chartres" : "fort-pitt";

  t_clear_map (t);
  t_put (t, "regulars-1.1", r->chartres ? "kaskaskia" : "fort-pitt", 0);
  t_put (t, "officer-gage.1", r->chartres ? "kaskaskia" : "fort-pitt", 0);
  t_vp (t, 10, 10);
  t_set_arms (t, 3);
  t_at_phase (t, 1, "british-movement-combat");
  if (r->chartres)
    {
      t_do (t, "form kaskaskia");
      t_do (t, "move fort-de-chartres");
      t_do (t, "stop");
    }
  t_do_rolls (t, "done", ROLLS (r->roll, 1, 1, 1, 1, 1, 1));
  t_assert_at (t, "officer-gage.1", where);
  g_assert_cmpint (t->st->turn, ==, 2);
  g_assert_cmpint (t_arms (t), ==, 3 + r->arms);
  t_free (t);
}

/* ---- 17.1, 17.3: a leader's death by his health roll --------------------------- */

typedef struct {
  const char *path;
  const char *leader;        /* wounded, alone at Great Meadows */
  int nations, british;      /* VP gained */
  const char *then;          /* where the counter goes, NULL: out of the game */
} DeathRow;

static const DeathRow death_rows[] = {
  /* 17.3: 2 VP for a sachem, 5 for Pontiac or Neolin; 17.1: 2 for an
   * officer (/pontiac/16.2/health-1-dies), a Replacement Officer too (17.1
   * "Officer Death"; only scenario E gives him 0, 20.0 E, tested in
   * test-pontiac-thresholds.c). */
  { "/pontiac/17.3/sachem-death-2-vp", "sachem-breton.1", 0, 2, NULL },
  { "/pontiac/17.3/pontiac-death-5-vp", "sachem-pontiac.1", 0, 5, NULL },
  { "/pontiac/17.3/neolin-death-5-vp", "sachem-neolin.1", 0, 5, NULL },
  /* 6.2: a Replacement Officer is "reincarnated" in Philadelphia. */
  { "/pontiac/17.1/replacement-officer-death-2-vp", "replacement-officer.1", 2, 0, "philadelphia" },
};

static void
run_death_row (gconstpointer data)
{
  const DeathRow *r = data;
  T *t = t_new_empty ("rising-1763");

  t_put (t, r->leader, "great-meadows", 1);
  t_vp (t, 10, 10);
  /* 16.2: a 1 kills; no disrupted unit, so the roll comes as the phase begins. */
  bh_pontiac_rules_force_dice (t->st, ROLLS (1), 1);
  t_at_phase (t, 2, "rally");
  if (r->then != NULL)
    t_assert_at (t, r->leader, r->then);
  else
    g_assert_false (pontiac_is_space (&t->c, t_where (t, r->leader)));
  g_assert_cmpint (t_vp_of (t, SIDE_NATIONS), ==, 10 + r->nations);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 10 + r->british);
  t_free (t);
}

/* ---- 6.0: making change ----------------------------------------------------------- */

/* A disrupted 2-FP Regulars unit (3 steps, 11.9) alone at Kaskaskia,
 * out of supply (14.0), loses ⌈3/3⌉ = 1 step: it is made change into a
 * healthy 1-FP Regulars counter (2 steps) from the reserve; with all ten
 * 1-FP counters in play there is no change and it takes 2 steps: the
 * unit is gone. */
static void
make_change (const Case *k)
{
  gboolean counter_free = k->flag;
  T *t = t_new_empty ("rising-1763");
  int left = 0;

  t_put (t, "regulars-2.1", "kaskaskia", 1);
  if (!counter_free)
    t_put_series (t, "regulars-1", 1, 10, "philadelphia", 0);
  t_vp (t, 10, 10);
  t_at_phase (t, 2, "supply");
  while (t->st->pending.kind == D_CASUALTY || t->st->pending.kind == D_ATTRITION)
    t_do_found (t, "casualty regulars-2.1");
  FOR_PIECES_AT (&t->c, t_loc (t, "kaskaskia"), p)
    {
      g_assert_cmpint (t->self->d->pieces[p].printed_fp, ==, 1);
      g_assert_cmpint (bh_state_pieces (t->st)[p].face, ==, 0);
      left++;
    }
  g_assert_cmpint (left, ==, counter_free ? 1 : 0);
  g_assert_false (pontiac_is_space (&t->c, t_where (t, "regulars-2.1")));
  t_free (t);
}

/* ---- 8.0: the turn's phases ------------------------------------------------------ */

/* 8.0 "(Spring) Guinea Loans": the British buy in a Spring turn (turn 5,
 * Spring 1764) and not in a Summer one (turn 6): the phase passes. */
static void
guinea_loans (const Case *k)
{
  int turn = k->n;
  gboolean offered = k->flag;
  T *t = t_new_empty ("response-1764");

  t_vp (t, 10, 10);
  t_at_phase (t, turn, "guinea-loans");
  g_assert_cmpint (t_has (t, "buy "), ==, offered);
  if (!offered)
    g_assert_cmpint (t->st->phase, >, bh_game_data_find_phase (t->data, "guinea-loans"));
  t_free (t);
}

/* ---- readings as scenario options (RULES-DONE 4) ---------------------------------- */

/* Digest 8.39, option `raze-on-entry`: Wyoming (Lenape) is razed as soon as
 * British forces stopping there total 4 FP, two columns of 2 FP from Fort
 * Augusta and Tioga making the four; without the option it stands until
 * the end of the turn (11.11: /pontiac/11.11/village-held-by-4-fp-*). */
static void
raze_on_entry (const Case *k)
{
  const char *option = k->option;
  int second_fp = k->n;
  gboolean razed_at_once = k->flag;
  T *t = t_new_with_option ("rising-1763", option);
  int wyoming = t_loc (t, "wyoming");

  t_clear_map (t);
  t_no_cards (t);
  t_put (t, "regulars-2.1", "fort-augusta", 0);
  t_put (t, second_fp == 2 ? "regulars-2.2" : "regulars-1.1", "tioga", 0);
  t_vp (t, 10, 10);
  t_move_force (t, SIDE_BRITISH, "fort-augusta", "wyoming");
  t_do (t, "stop");
  /* 2 FP: not yet. */
  g_assert_true (pontiac_village_standing (&t->c, wyoming));
  t_do (t, "form tioga");
  t_do (t, "move wyoming");
  t_do (t, "stop");
  g_assert_cmpint (pontiac_village_standing (&t->c, wyoming), ==, !razed_at_once);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, razed_at_once ? 11 : 10);
  if (razed_at_once)
    g_assert_true (t_said (t, "Wyoming is razed (11.11)"));
  t_free (t);
}

/* Digest 8.1, option `pontiac-1-fp`: Pontiac with a 2-FP Ottawa band
 * attacks a British unit: 2 dice by default (the playthrough: "Pontiac
 * provides no FP himself"), 3 with the option (6.1: a sachem's 1 FP),
 * wounded or not (6.1: wounds do not affect a Key Leader). */
static void
pontiac_fp_case (const Case *k)
{
  const char *option = k->option, *dice = k->text;
  int face = k->n;
  T *t = t_new_with_option ("rising-1763", option);

  t_clear_map (t);
  t_no_cards (t);
  t_put (t, "regulars-1.1", "mad-river", 0);
  t_put (t, "ottawa-band-2.1", "pickawillany", 0);
  t_put (t, "sachem-pontiac.1", "pickawillany", face);
  t_attack_from (t, SIDE_NATIONS, "pickawillany", "mad-river");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, dice));
  t_free (t);
}

/* Digest 8.17, option `card-each-round`: 4 Ottawa FP attack 4 British FP
 * at Mad River; each side holds two cards and plays one as a mulligan
 * (VP equal: no die, 7.0); every die misses.  By default no card is
 * played before the second round (one a battle); with the option each
 * side plays its second card then (11.4: "each combat round"). */
static void
card_each_round (const Case *k)
{
  const char *option = k->option;
  gboolean second_card = k->flag;
  T *t = t_new_with_option ("rising-1763", option);
  const char *cards[] = { "nations-37.1", "nations-3.1", "british-53.1", "british-60.1" };
  const int *misses = ROLLS (1, 1, 1, 1, 1, 1, 1, 1, 1, 1);

  t_clear_map (t);
  t_no_cards (t);
  for (guint i = 0; i < G_N_ELEMENTS (cards); i++)
    {
      int p = t_piece (t, cards[i]);

      pontiac_move_piece (&t->c, p, t->self->d->box_hand[t->self->d->pieces[p].side]);
    }
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", NULL);
  t_attack_from (t, SIDE_NATIONS, "pickawillany", "mad-river");
  t_do (t, "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
  t_do (t, "mulligan nations-37.1");
  t_do_rolls (t, "mulligan british-53.1", misses);
  g_assert_true (t_said (t, "Nations roll 4 dice"));
  while (t->st->pending.kind == D_ROUND_END)
    t_do_rolls (t, t_can (t, "continue") ? "continue" : "fight", misses);
  if (second_card)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
      t_do (t, "mulligan nations-3.1");
      g_assert_cmpint (t->st->pending.kind, ==, D_CARD);
      g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
      t_do_rolls (t, "mulligan british-60.1", misses);
    }
  /* The second round was fought: both sides' dice again. */
  g_assert_true (t_said (t, "Nations roll 4 dice"));
  g_assert_cmpint (t_where (t, "nations-3.1"), ==,
                   second_card ? t->self->d->box_discard[SIDE_NATIONS] : t->self->d->box_hand[SIDE_NATIONS]);
  t_free (t);
}

/* Digest 8.26, option `attacker-retreats-first`: 4 Ottawa FP attack 4
 * British FP at Mad River, and every die of the first round misses.  11.1:
 * "The Defender has the first option to retreat ... the Attacker may then
 * choose" (the default: the British are asked first); 11.10: "first the
 * attacker, then the defender" (the option: the Nations first).  The side
 * asked first fights on and the other is asked next.  `text`: the side
 * asked first, "nations" or "british". */
static void
retreat_order (const Case *k)
{
  T *t = t_new_with_option ("rising-1763", k->option);
  int first = g_str_equal (k->text, "nations") ? SIDE_NATIONS : SIDE_BRITISH;
  const int *misses = ROLLS (1, 1, 1, 1, 1, 1, 1, 1);

  t_clear_map (t);
  t_no_cards (t);
  t_put_in (t, "pickawillany", "ottawa-band-2.1", "ottawa-band-2.2", NULL);
  t_put_in (t, "mad-river", "regulars-2.1", "regulars-2.2", NULL);
  t_attack_from (t, SIDE_NATIONS, "pickawillany", "mad-river");
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "fight", misses);
  g_assert_true (t_said (t, "Nations roll 4 dice"));
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, first);
  /* The Nations may always try (11.3); the British at 4 to 4 only fight on. */
  g_assert_cmpint (t_can (t, "try-retreat"), ==, first == SIDE_NATIONS);
  t_do (t, t_can (t, "continue") ? "continue" : "fight");
  g_assert_cmpint (t->st->pending.kind, ==, D_ROUND_END);
  g_assert_cmpint (t->st->pending.side, ==, 1 - first);
  g_assert_cmpint (t_can (t, "try-retreat"), ==, first != SIDE_NATIONS);
  t_free (t);
}

/* Digest 8.52, option `e-at-fort-pitt`: scenario E's Force A (Bouquet,
 * Montgomery and their units, under the A marker) and its Indian Allies
 * start at Fort Detroit and next to it (20.0: "the red E space"), or with
 * the option at Fort Pitt and next to it (Bushy Run). */
static void
e_start (const Case *k)
{
  g_auto(GStrv) where = g_strsplit (k->text, " ", 3);
  const char *option = k->option, *fort = where[0], *allies = where[1], *not_fort = where[2];
  T *t = t_new_with_option ("e-bouquet", option);

  t_assert_at (t, "offmap-a.1", fort);
  t_assert_at (t, "officer-bouquet.1", fort);
  t_assert_at (t, "officer-montgomery.1", fort);
  t_assert_at (t, "artillery.1", fort);
  t_assert_at (t, "indian-allies-2.1", allies);
  g_assert_false (pontiac_has_military (&t->c, t_loc (t, not_fort), SIDE_BRITISH));
  t_free (t);
}

/* position → action → the rulebook's numbers, one row a test path. */
static const Case cases[] = {
  /* 4.0 / 21.2: 10 razed forts, the Nations win on VP; 9, the British. */
#define STANDING "fort-detroit fort-ligonier fort-bedford fort-cumberland fort-augusta fort-allen fort-dinwiddie"
  { "/pontiac/4.0/razed-fort-objective-10-met", razed_fort_objective, NULL, 10, TRUE, STANDING },
  { "/pontiac/4.0/razed-fort-objective-9-missed", razed_fort_objective, NULL, 9, FALSE, STANDING " fort-venango" },
  /* 11.7: the Huron band has no sachem: 2 + 1 FP, 3 dice; with Big Jaw 2 + 1 + 2 + 1. */
  { "/pontiac/11.7/sachemless-nation-left-out", mixed_attack, NULL, 0, FALSE, "Nations roll 3 dice" },
  { "/pontiac/11.7/sachem-brings-his-nation", mixed_attack, NULL, 0, TRUE, "Nations roll 6 dice" },
  /* 13.0: flag, the other Huron village razed already. */
  { "/pontiac/13.0/treaty-when-the-last-village-falls", treaty_case, NULL, 0, TRUE, NULL },
  { "/pontiac/13.0/no-treaty-while-a-village-stands", treaty_case, NULL, 0, FALSE, NULL },
  { "/pontiac/13.0/treaty-no-reinforcements", treaty_reinforcements, NULL, 0, TRUE, NULL },
  { "/pontiac/13.0/at-war-pontiac-raises-the-nation", treaty_reinforcements, NULL, 0, FALSE, NULL },
  /* 16.1: 3 x 2 FP on Fort Ligonier, or one fewer. */
  { "/pontiac/16.1/rebuild-with-3x-value-fp", rebuild_case, NULL, 6, FALSE, NULL },
  { "/pontiac/16.1/no-rebuild-below-3x-value", rebuild_case, NULL, 5, FALSE, NULL },
  /* 16.1's 2 Guineas at the Guinea track's end (200): 198 + 2 reaches it,
   * 199 + 2 would pass it (referee-pg2 NP10). */
  { "/pontiac/16.1/rebuild-debt-to-the-guinea-track-end", rebuild_case, NULL, 198, FALSE, NULL },
  { "/pontiac/16.1/no-rebuild-past-the-guinea-track-end", rebuild_case, NULL, 199, FALSE, NULL },
  /* 6.0: flag, a 1-FP counter free for the change. */
  { "/pontiac/6.0/disrupted-2-fp-made-change", make_change, NULL, 0, TRUE, NULL },
  { "/pontiac/6.0/no-change-two-steps", make_change, NULL, 0, FALSE, NULL },
  /* 8.0: turn 5 is a Spring, turn 6 a Summer. */
  { "/pontiac/8.0/guinea-loans-in-spring", guinea_loans, NULL, 5, TRUE, NULL },
  { "/pontiac/8.0/no-guinea-loans-in-summer", guinea_loans, NULL, 6, FALSE, NULL },
  /* Digest 8.39: the second column's FP (2 + 2 = 4, 2 + 1 = 3); flag, razed at once. */
  { "/pontiac/11.11/raze-on-entry-4-fp-razed-at-once", raze_on_entry, "raze-on-entry", 2, TRUE, NULL },
  { "/pontiac/11.11/raze-on-entry-3-fp-stands", raze_on_entry, "raze-on-entry", 1, FALSE, NULL },
  { "/pontiac/11.11/raze-on-entry-off-stands-until-turn-end", raze_on_entry, NULL, 2, FALSE, NULL },
  /* Digest 8.1: Pontiac's face (1 wounded) and the dice with a 2-FP band. */
  { "/pontiac/6.1/pontiac-0-fp-by-default", pontiac_fp_case, NULL, 0, FALSE, "Nations roll 2 dice" },
  { "/pontiac/6.1/pontiac-1-fp-option", pontiac_fp_case, "pontiac-1-fp", 0, FALSE, "Nations roll 3 dice" },
  { "/pontiac/6.1/pontiac-1-fp-option-wounded", pontiac_fp_case, "pontiac-1-fp", 1, FALSE, "Nations roll 3 dice" },
  /* Digest 8.17: flag, a second card each before round 2. */
  { "/pontiac/11.4/one-card-a-battle", card_each_round, NULL, 0, FALSE, NULL },
  { "/pontiac/11.4/card-each-round-option", card_each_round, "card-each-round", 0, TRUE, NULL },
  /* Digest 8.26: the side asked first after a round. */
  { "/pontiac/11.10/defender-asked-first-to-retreat", retreat_order, NULL, 0, FALSE, "british" },
  { "/pontiac/11.10/attacker-retreats-first-option", retreat_order, "attacker-retreats-first", 0, FALSE, "nations" },
  /* Digest 8.52: Force A's fort, the Allies' space, the fort left empty. */
  { "/pontiac/20.0/e-starts-at-fort-detroit", e_start, NULL, 0, FALSE, "fort-detroit bloody-run fort-pitt" },
  { "/pontiac/20.0/e-at-fort-pitt-option", e_start, "e-at-fort-pitt", 0, FALSE, "fort-pitt bushy-run fort-detroit" },
};

static void
run_case (gconstpointer data)
{
  const Case *k = data;

  k->run (k);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    g_test_add_data_func (cases[i].path, &cases[i], run_case);
  g_test_add_func ("/pontiac/20.0/e-miami-villages-held-1-vp-each", test_e_miami_all_held);
  g_test_add_func ("/pontiac/20.0/e-miami-village-razed-or-british-held-no-vp", test_e_miami_one_held);
  g_test_add_func ("/pontiac/11.7/sachemless-nations-defend-together", test_sachemless_defend_together);
  g_test_add_func ("/pontiac/15.1/winter-lifts-sieges", test_winter_lifts_sieges);
  g_test_add_func ("/pontiac/15.1/summer-keeps-sieges", test_summer_keeps_sieges);
  for (guint i = 0; i < G_N_ELEMENTS (end_rows); i++)
    g_test_add_data_func (end_rows[i].path, &end_rows[i], run_end_row);
  g_test_add_func ("/pontiac/18.3/no-cards-dealt", test_no_cards_dealt);
  for (guint i = 0; i < G_N_ELEMENTS (no_cards_rows); i++)
    g_test_add_data_func (no_cards_rows[i].path, &no_cards_rows[i], run_no_cards_row);
  for (guint i = 0; i < G_N_ELEMENTS (death_rows); i++)
    g_test_add_data_func (death_rows[i].path, &death_rows[i], run_death_row);
  return g_test_run ();
}
