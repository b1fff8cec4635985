/* test-bloody-sections.c — A Dark and Bloody Ground: the sections that were
 * driven only inside other rules' tests, each with paths of its own, as
 * tables (position → action, dice forced → position):
 *
 *   4.5 the Action Phase: one pass hands the turn over, two in succession
 *     end it; combats after it, the players choosing in turn, the
 *     initiative player first;
 *   4.6 the Raid Phase: raids after every combat; survivors home to a
 *     tribal area or an un-besieged British fort;
 *   8.4.2 militia removal: in supply and not besieged, else 1 VP a unit;
 *     one cancelled for each militia unit in a village or permanent
 *     settlement;
 *   8.5.1, 8.5.4 reinforcements and replacements: the NA's only from
 *     Britain (or events), never its lost warriors; the US's lost regulars
 *     and militia come again from the next Spring;
 *   10.1 the battle sequence: the eight impulses of a round in order, ten
 *     rounds and no eleventh;
 *   10.5.1 line of sight: into but not through woods, occupied hexes and
 *     (Summer, Fall) cultivated hexes; slopes;
 *   10.6.2 a replacement placed on the battle board;
 *   11.3.1 Siege markers: one more each Action Phase, a point off the
 *     garrison's attrition each; raiders besiege nothing;
 *   16.2.3 St. Clair's Surprise: the NA first with surprise.
 *
 * Driven through player actions.  Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

/* The piece waiting to deploy (D_DEPLOY), as its id. */
static char *
t_setup_piece_id (T *t)
{
  g_assert_cmpint (t->st->pending.kind, ==, D_DEPLOY);
  return bh_game_data_dup_piece_id (t->data, t->st->pending.args[0]);
}

/* The first action listed that declines (`quiet`), else the first listed. */
static char *
first_quiet (T *t)
{
  static const char *const quiet[] = { "end-impulse", "pass", "no-", "stop", "besiege", "mckee-stays", "leader-waits" };

  for (guint i = 0; i < G_N_ELEMENTS (quiet); i++)
    {
      char *text = t_find (t, quiet[i]);

      if (text != NULL)
        return text;
    }
  return t_find (t, "");
}

/* Takes the quiet action until the decision is `kind` (or the game ends);
 * the log of every step is appended to `log` (or dropped). */
static void
play_until (T *t, int kind, GString *log)
{
  for (int guard = 0; guard < 400 && t->st->pending.kind != kind && t->st->result == BH_RESULT_ONGOING; guard++)
    {
      g_autofree char *text = first_quiet (t);

      g_assert_nonnull (text);
      t_do (t, text);
      if (log != NULL)
        g_string_append (log, t->narration);
    }
  g_assert_cmpint (t->st->pending.kind, ==, kind);
}

/* ---- 4.5 the Action Phase ------------------------------------------------------------ */

typedef struct {
  const char *path;
  int initiative;           /* the side with the initiative (9.1) */
  gboolean act_between;     /* the other side acts between the two passes */
} ActionPhaseCase;

/* 4.5: "Players alternate activating forces ... until both players pass";
 * "All combats are resolved by players alternately selecting the combats
 * to be resolved with the initiative player choosing first."  15.4's Fall
 * 1791, three areas each with a US regular and a warrior and no leader
 * (skirmishes).  The initiative player passes: the other is to act, not
 * the Combat Phase; when the other passes too the phase ends; when he
 * activates a unit instead, the first must act again (passes count only
 * in succession, A40).  Then the three combats are chosen initiative
 * player, other, initiative player. */
static const ActionPhaseCase action_cases[] = {
  { "/bloodyground/4.5/alternation/us-first", 0, FALSE },
  { "/bloodyground/4.5/alternation/na-first", 1, FALSE },
  { "/bloodyground/4.5/alternation/pass-then-act", 0, TRUE },
};

static void
test_action_phase (gconstpointer data)
{
  const ActionPhaseCase *k = data;
  T *t = t_action_position (5, k->initiative);
  int other = 1 - k->initiative;
  static const char *const areas[] = { "kekionga", "eel-river", "grand-glaize" };

  t_x (t)->initiative = k->initiative;
  t_put (t, "us-regular.1", "kekionga", 0);
  t_put (t, "warrior-miami.1", "kekionga", 0);
  t_put (t, "us-regular.2", "eel-river", 0);
  t_put (t, "warrior-miami.2", "eel-river", 0);
  t_put (t, "us-regular.3", "grand-glaize", 0);
  t_put (t, "warrior-shawnee.1", "grand-glaize", 0);
  t_do (t, "pass");
  g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
  g_assert_cmpint (t->st->pending.side, ==, other);
  if (k->act_between)
    {
      /* The NA activates a warrior and stops: the US's pass no longer
       * counts, and the US acts again. */
      t_do (t, "activate warrior-miami.1");
      t_do (t, "stop");
      g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
      g_assert_cmpint (t->st->pending.side, ==, k->initiative);
      t_do (t, "pass");
      g_assert_cmpint (t->st->pending.kind, ==, D_ACTION);
      g_assert_cmpint (t->st->pending.side, ==, other);
    }
  t_do (t, "pass");
  for (guint i = 0; i < G_N_ELEMENTS (areas); i++)
    {
      g_autofree char *resolve = NULL;

      play_until (t, D_COMBAT, NULL);
      g_assert_cmpint (t->st->pending.side, ==, (k->initiative + (int) i) % 2);
      resolve = t_find (t, "resolve ");
      t_do (t, resolve);
    }
  t_free (t);
}

/* ---- 4.6 the Raid Phase ---------------------------------------------------------------- */

typedef struct {
  const char *path;
  gboolean besieged;        /* the British fort at Detroit besieged by a US regular */
} RaidPhaseCase;

/* 4.6: "All raid attempts ... are resolved. Surviving raiding units are
 * returned to any eligible tribal area or un-besieged British fort"; 12.0.2
 * "once all other actions for the turn (including combat) are
 * completed".  15.4, two Shawnee warriors raiding Northern Kentucky (0
 * MPs), a US regular and a Miami warrior at Kekionga: the US's pass ends
 * the Action Phase, the skirmish at Kekionga comes first and no raid is
 * rolled before it is over; the raid (die 2 + 1 Wilderness: no effect)
 * sends both raiders home: a Shawnee area, or the British fort at Detroit
 * only while it is not besieged. */
static const RaidPhaseCase raid_phase_cases[] = {
  { "/bloodyground/4.6/after-combat/home-to-british-fort", FALSE },
  { "/bloodyground/4.6/after-combat/besieged-fort-refused", TRUE },
};

static void
test_raid_phase (gconstpointer data)
{
  const RaidPhaseCase *k = data;
  T *t = t_action_position (5, 0);
  int w1 = t_put (t, "warrior-shawnee.1", "northern-kentucky", 0);
  int w2 = t_put (t, "warrior-shawnee.2", "northern-kentucky", 0);
  t_x (t)->raid_mp[w1] = t_x (t)->raid_mp[w2] = 1;
  t_x (t)->status[w1] = t_x (t)->status[w2] = ST_DONE;
  t_x (t)->initiative = 0;
  t_x (t)->passed = 1;
  t_put (t, "us-regular.1", "kekionga", 0);
  t_put (t, "warrior-miami.1", "kekionga", 0);
  t_put (t, "british-fort.1", "detroit", 0);
  if (k->besieged)
    t_put (t, "us-regular.2", "detroit", 0);
  t_do (t, "pass");
  g_assert_cmpint (t->st->pending.kind, ==, D_COMBAT);
  g_assert_false (t_said (t, "Raid on"));
  g_assert_cmpint (bloody_besieged (&t->c, t_loc (t, "detroit")), ==, k->besieged);
  /* The skirmish: both roll 3, no result (11.1.2); then the raid, 2. */
  t_do (t, "resolve kekionga");
  g_assert_true (t_said (t, "Skirmish at Kekionga"));
  g_assert_false (t_said (t, "Raid on"));
  g_assert_cmpint (t->st->pending.kind, ==, D_PAIR);
  t_do_rolls (t, "pair us-regular.1 warrior-miami.1", ROLLS (3, 3, 2));
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\n", t->narration);
  g_assert_true (t_said (t, "Raid on Northern Kentucky"));
  g_assert_true (t_said (t, "die 2 +1 = 3"));
  g_assert_cmpint (t->st->pending.kind, ==, D_RAID_HOME);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  g_assert_true (t_can (t, "home warrior-shawnee.1 wapakoneta"));
  g_assert_false (t_can (t, "home warrior-shawnee.1 kekionga"));          /* a Miami area */
  g_assert_false (t_can (t, "home warrior-shawnee.1 northern-kentucky")); /* not tribal */
  g_assert_cmpint (t_can (t, "home warrior-shawnee.1 detroit"), ==, !k->besieged);
  t_free (t);
}

/* ---- 8.4.2 militia removal ----------------------------------------------------------- */

typedef struct {
  const char *path;
  Put militia[4];           /* the US's militia on the map */
  int choices;              /* militia the US may remove (D_DISBAND), 0 none asked */
  int removed;              /* units removed */
  int vp_lost;              /* 1 VP a unit that cannot be removed */
} RemovalCase;

/* 8.4.2: "Militia units that must be removed must be in supply and not in
 * a besieged fort. If the US player cannot remove any militia units in
 * this case he/she must forfeit 1 VP for each unit. Exception: Any militia
 * unit(s) in a village or permanent settlement ... cancel out, on a
 * one-for-one basis, the removal".  The militia roll is −2 (two to
 * remove) in a Fall with Severe Weather; Bluegrass and Northern Kentucky
 * are open areas in supply, Limestone a US fort besieged by a Shawnee
 * warrior, Upper Sandusky out of supply (more than two areas overland from
 * any source, 7.0.1, as the Supply Phase finds), Cincinnati a permanent
 * settlement. */
#define KY(n, area) { "militia-kentucky." #n, area }
static const RemovalCase removal_cases[] = {
  { "/bloodyground/8.4.2/removal/two-of-three", { KY (1, "bluegrass"), KY (2, "bluegrass"), KY (3, "northern-kentucky") }, 3, 2, 0 },
  { "/bloodyground/8.4.2/removal/besieged-fined-one", { KY (1, "bluegrass"), KY (2, "limestone") }, 1, 1, 1 },
  { "/bloodyground/8.4.2/removal/out-of-supply-fined-one", { KY (1, "bluegrass"), KY (2, "upper-sandusky") }, 1, 1, 1 },
  { "/bloodyground/8.4.2/removal/none-removable-fined-two", { KY (1, "upper-sandusky"), KY (2, "limestone") }, 0, 0, 2 },
  { "/bloodyground/8.4.2/removal/settlement-cancels-one", { KY (1, "cincinnati"), KY (2, "bluegrass"), KY (3, "northern-kentucky") }, 3, 1, 0 },
  { "/bloodyground/8.4.2/removal/settlement-cancels-two", { KY (1, "cincinnati"), KY (2, "cincinnati"), KY (3, "bluegrass") }, 0, 0, 0 },
};

static void
test_militia_removal (gconstpointer data)
{
  const RemovalCase *k = data;
  T *t = t_new ("campaign-for-ohio");
  int settlements = 0, on_map = 0, left = 0;

  t_clear (t);
  *t_mk (t, "turn") = 5;   /* Fall 1791: −1 */
  t->st->turn = 5;
  *t_mk (t, "us-commitment") = 3;
  t_vp (t, 6, 0);          /* the US ahead: −1 */
  t_x (t)->severe = 1;     /* Severe Weather (5.0): lines of two areas, no rivers (7.0.1) */
  t_x (t)->intervened = 0;
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  for (guint s = 0; s < t->self->d->n_spaces; s++)
    settlements += t->self->d->spaces[s].ps;
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (t->self->d->pieces[p].mark == MARK_ATROCITY_NA || t->self->d->pieces[p].mark == MARK_ATROCITY_US)
      bh_state_pieces (t->st)[p].location = BH_OFFBOARD;
  bh_state_reindex (t->st);
  /* 8.4: die 1 + the settlements − 1 (Fall) − 1 (VPs) − the Raid markers = −2. */
  *t_mk (t, "raid-total") = settlements + 1;
  put_all (t, k->militia);
  t_put (t, "us-fort.1", "limestone", 0);
  t_put (t, "warrior-shawnee.1", "limestone", 0);
  t_last_settler (t);
  t_x (t)->n_to_place = 0;
  t_do_rolls (t, "settle cincinnati", ROLLS (3, 6, 1));   /* commitment unchanged, no intervention, militia 1 */
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\n", t->narration);
  g_assert_true (t_said (t, "Militia: die 1 -3 = -2"));
  for (int i = 0; k->militia[i].piece; i++)
    g_assert_cmpint (t_x (t)->oos[t_piece (t, k->militia[i].piece)], ==, g_str_equal (k->militia[i].hex, "upper-sandusky"));
  if (k->choices > 0)
    {
      int offered = 0;

      g_assert_cmpint (t->st->pending.kind, ==, D_DISBAND);
      g_assert_cmpint (t->st->pending.side, ==, 0);
      for (int i = 0; k->militia[i].piece; i++)
        {
          g_autofree char *text = g_strdup_printf ("disband %s", k->militia[i].piece);

          offered += t_can (t, text);
        }
      g_assert_cmpint (offered, ==, k->choices);
      for (int i = 0; i < k->removed; i++)
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_DISBAND);
          t_do_found (t, "disband ");
        }
    }
  g_assert_cmpint (t->st->pending.kind, !=, D_DISBAND);
  for (int i = 0; k->militia[i].piece; i++)
    {
      on_map++;
      left += bloody_is_space (&t->c, t_where (t, k->militia[i].piece));
    }
  g_assert_cmpint (on_map - left, ==, k->removed);
  g_assert_cmpint (t_x (t)->vp[0], ==, 6 - k->vp_lost);
  if (k->vp_lost > 0)
    {
      g_autofree char *fine = g_strdup_printf ("%d militia cannot be removed: %d VP", k->vp_lost, k->vp_lost);

      g_assert_true (t_said (t, fine));
    }
  t_free (t);
}

/* ---- 8.5.1, 8.5.4 reinforcements and replacements ---------------------------------- */

typedef struct {
  const char *path;
  int intervention_die;     /* 8.5.3's roll: 1 brings Britain in, 6 not */
  int british;              /* NA units entering: Britain's (1 + 6 + 1d6 − … ) or none */
} ReinforcementCase;

/* 8.5.1: "There are two sources for reinforcements to the Native American
 * player, through random event or British intervention"; 8.5.4: "Neither
 * side receives replacements per se for units lost ... while the US player
 * has an inexhaustible supply of units to mobilize and commit each year,
 * the Native American player has a finite number of warrior units", and
 * 8.3.2 "new US Army regular units may not replace them until the next
 * spring turn".  Spring 1792 of 15.4 at CL 3, VPs level, the map cleared:
 * Shawnee and Miami at war (die 6 each: they stay), the other nations
 * surrendered; every regular and Kentucky militia unit not on the map, and
 * three Shawnee warriors, lost last year (in the Eliminated box).  The
 * Army chart gives 4 regulars for a 5 at CL 3: all four come from the
 * lost ones; the lost militia are back in the cup for the militia roll;
 * the lost warriors stay lost.  With Britain in (intervention die 1,
 * below the six nations at war − CL 3 = 3, 8.5.3) Britain's units are the
 * NA's only arrivals; without (die 6), the NA gets none. */
static const ReinforcementCase reinforcement_cases[] = {
  { "/bloodyground/8.5.4/lost-regulars-next-spring/no-intervention", 6, 0 },
  { "/bloodyground/8.5.1/only-britain/intervention", 1, 1 },
  { "/bloodyground/8.5.1/only-britain/no-intervention", 6, 0 },
};

static void
test_reinforcements (gconstpointer data)
{
  const ReinforcementCase *k = data;
  T *t = t_new ("campaign-for-ohio");
  int eliminated = t_loc (t, "eliminated"), us_queued = 0, na_queued = 0, lost_regulars = 0, lost_militia = 0;
  int rolls[16] = { 3 }, n_rolls = 1;   /* the commitment die: 3 */
  g_autofree char *back = NULL;

  t_clear (t);
  *t_mk (t, "turn") = 7;   /* Spring 1792 */
  t->st->turn = 7;
  *t_mk (t, "us-commitment") = 3;
  t_vp (t, 0, 0);
  t_x (t)->severe = 0;
  t_x (t)->intervened = 0;
  t_x (t)->group_taken = 3;   /* both groups taken (8.5.2): no offer */
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    {
      t_x (t)->nation_status[n] = NS_WARPATH;
      if ((int) n != t->self->d->nation_iroquois && (int) n != t->self->d->nation_british)
        rolls[n_rolls++] = 6;   /* 8.1.1: each rolls again in Spring, and goes on the warpath */
    }
  rolls[n_rolls++] = k->intervention_die;
  if (k->british)
    rolls[n_rolls++] = -1;       /* the Canadians' die (8.5.3); the NA places them before the Army's die */
  else
    rolls[n_rolls++] = 5;        /* the Army's die */
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    {
      const BloodyPieceInfo *pi = &t->self->d->pieces[p];
      BhPieceState *pc = &bh_state_pieces (t->st)[p];

      if (pi->mark == MARK_ATROCITY_NA || pi->mark == MARK_ATROCITY_US)
        pc->location = BH_OFFBOARD;
      if ((pi->klass == PC_REGULAR && pi->side == 0) || (pi->klass == PC_MILITIA && pc->location == t_loc (t, "militia-cup")))
        {
          pc->location = eliminated;
          lost_regulars += pi->klass == PC_REGULAR;
        }
      lost_militia += pi->klass == PC_MILITIA && pc->location == eliminated;
    }
  bh_state_reindex (t->st);
  t_put_series (t, "warrior-shawnee", 1, 3, "eliminated", 0);
  t_put (t, "warrior-shawnee.4", "wapakoneta", 0);
  t_put (t, "warrior-miami.1", "kekionga", 0);
  t_put (t, "us-regular.20", "cincinnati", 0);
  t_put (t, "british-fort.1", "essex-shore", 0);   /* where Britain's forces enter (8.5.3) */
  t_last_settler (t);
  t_x (t)->n_to_place = 0;
  /* Commitment 3, the nations' rolls, Britain's, the Army's 5: the regulars wait to enter. */
  t_do_rolls_through (t, "settle cincinnati", rolls);
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\n", t->narration);
  if (k->british)
    {
      /* Britain's forces, the NA's only arrivals, wait for their places;
       * the Army's die follows them. */
      g_assert_cmpint (t->st->pending.kind, ==, D_LAND);
      g_assert_cmpint (t->st->pending.side, ==, 1);
      for (int i = 0; i < t_x (t)->n_land; i++)
        {
          g_assert_true (t->self->d->pieces[t_x (t)->land[i]].british);
          na_queued++;
        }
      t_land_all_first (t, ROLLS (5));
    }
  /* Twenty regulars in the counter mix, one at Cincinnati. */
  g_assert_cmpint (lost_regulars - 1, ==, 19);
  g_assert_true (t_said (t, "US Army: die 5 gives 4 regulars"));
  for (int i = 0; i < t_x (t)->n_land; i++)
    {
      int p = t_x (t)->land[i];

      g_assert_cmpint (t->self->d->pieces[p].side, ==, 0);
      g_assert_cmpint (t->self->d->pieces[p].klass, ==, PC_REGULAR);
      g_assert_cmpint (bh_state_pieces (t->st)[p].location, ==, t_loc (t, "us-available"));
      us_queued++;
    }
  g_assert_cmpint (us_queued, ==, 4);
  back = g_strdup_printf ("Lost US units available again: 19 regulars, %d militia", lost_militia);
  g_assert_true (t_said (t, back));
  g_assert_cmpint (na_queued > 0, ==, k->british);
  g_assert_cmpint (t_series_on_map (t, "warrior-shawnee", 1, 3), ==, 0);
  g_assert_true (t_at (t, "warrior-shawnee.1", "eliminated"));
  t_free (t);
}

/* 8.5.4 and 8.4.3 do not say when lost militia come again (docs: at the
 * next Spring, with the lost regulars); the scenario option
 * `militia-back-at-once` puts them back in the cup at once.  An NA
 * ambush (9.2.2, die 6) eliminates a Kentucky militia unit at Fort
 * Jefferson: to the Eliminated box, or with the option to the cup. */
static void
test_lost_militia (gconstpointer data)
{
  gboolean at_once = GPOINTER_TO_INT (data);
  T *t = t_atrocity_position_with ("campaign-for-ohio", at_once ? "militia-back-at-once" : NULL, 1);

  t_put (t, "militia-kentucky.1", "fort-jefferson", 0);
  t_do_rolls (t, "ambush militia-kentucky.1", ROLLS (6));
  g_assert_true (t_said (t, "Kentucky militia is eliminated"));
  g_assert_true (t_at (t, "militia-kentucky.1", at_once ? "militia-cup" : "eliminated"));
  t_free (t);
}

/* ---- 10.1 the battle sequence ---------------------------------------------------------- */

typedef struct {
  const char *path;
  const char *scenario;
  int first;                /* the initiative ("first") player */
} SequenceCase;

/* 10.1: "There are a maximum of ten rounds per battle": each round, the
 * first player's Recovery and Movement Impulse, the second's defensive
 * Fire, the first's offensive Fire, Melee, the second's Recovery and
 * Movement, the first's defensive Fire, the second's offensive Fire,
 * Melee.  A US regular and a Rifle-armed Miami warrior (range 3, 14.0.2)
 * three clear hexes apart on the Wilderness board, each able to fire at
 * the other and neither moving, firing or attacking: every impulse asks
 * its player, in that order, ten rounds over, and the battle ends after
 * the tenth round's last impulse with no eleventh. */
static const SequenceCase sequence_cases[] = {
  { "/bloodyground/10.1/impulses/us-first", "fallen-timbers", 0 },
  { "/bloodyground/10.1/impulses/na-first", "fallen-timbers", 1 },
};

static void
test_battle_sequence (gconstpointer data)
{
  const SequenceCase *k = data;
  T *t = t_new (k->scenario);
  static const int kinds[BI_N] = { D_BMOVE, D_FIRE, D_FIRE, D_MELEE, D_BMOVE, D_FIRE, D_FIRE, D_MELEE };
  /* Whose impulse: 1 the first player's, 0 the second's. */
  static const int firsts[BI_N] = { 1, 0, 1, 1, 0, 1, 0, 0 };
  g_autoptr(GString) log = g_string_new (NULL);
  int warrior;

  t_clear (t);
  t_x (t)->rifles_left = 0;
  t_vp (t, 0, 0);
  t_put (t, "us-regular.1", "wilderness.0513", 0);
  warrior = t_put (t, "warrior-miami.1", "wilderness.0813", 0);
  t_x (t)->rifle[warrior] = 1;
  /* Every other piece is out of this battle. */
  for (guint p = 0; p < t->self->d->n_pieces; p++)
    if (bh_state_pieces (t->st)[p].location == BH_OFFBOARD)
      bh_state_pieces (t->st)[p].location = t_loc (t, "removed");
  bh_state_reindex (t->st);
  t_battle_at (t, 1, BI_MOVE_FIRST, k->first, D_BMOVE, k->first);
  for (int round = 1; round <= 10; round++)
    for (int i = 0; i < BI_N; i++)
      {
        int side = firsts[i] ? k->first : 1 - k->first;

        if (t->st->result != BH_RESULT_ONGOING || t->st->pending.kind != kinds[i] || t->st->pending.side != side ||
            t_x (t)->battle.round != round || t_x (t)->battle.impulse != i)
          g_error ("round %d impulse %d: decision %d of side %d (round %d impulse %d), not %d of %d\n%s", round, i,
                   t->st->pending.kind, t->st->pending.side, t_x (t)->battle.round, t_x (t)->battle.impulse, kinds[i], side,
                   log->str);
        if (kinds[i] == D_FIRE)
          g_assert_true (t_can (t, side == 0 ? "fire us-regular.1 warrior-miami.1" : "fire warrior-miami.1 us-regular.1"));
        t_do (t, "end-impulse");
        g_string_append (log, t->narration);
      }
  g_assert_cmpint (t->st->result, !=, BH_RESULT_ONGOING);
  g_assert_nonnull (strstr (log->str, "Battle round 10"));
  g_assert_null (strstr (log->str, "Battle round 11"));
  t_free (t);
}

/* ---- 10.5.1 line of sight -------------------------------------------------------------- */

typedef struct {
  const char *path;
  int turn;                 /* 15.4's turn: 2 Winter, 3 Spring, 4 Summer, 5 Fall */
  const char *firer, *target, *blocker;   /* US regular, Miami warrior, a unit between or NULL */
  gboolean blocker_us;
  gboolean sees;
} SightCase;

/* 10.5.1 on the Settled board (the reconstructed layout: column 04 clear
 * at 02, cultivated 03–05, clear 06; column 10 clear at 04, woods 05–07;
 * column 01 clear; column 17 at elevation 1 in rows 02–04 (cultivated),
 * 0 below, the slope between 04 and 05): "Units may fire into, but not
 * through, woods hexes or hexes occupied by another unit (friendly or
 * enemy)"; "into, but not through cultivated hexes ... during summer and
 * fall seasons ... treated as clear terrain ... during winter and spring";
 * "through a slope hex side only ... 1.) Both units are adjacent ... 2.)
 * The firing or target unit is in the higher elevation hex, and the slope
 * is one of the hex sides."  A US regular (range 4) fires in a campaign
 * battle. */
static const SightCase sight_cases[] = {
  { "/bloodyground/10.5.1/woods/into", 5, "settled.1004", "settled.1005", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/woods/through", 5, "settled.1004", "settled.1006", NULL, FALSE, FALSE },
  { "/bloodyground/10.5.1/occupied/clear-line", 5, "settled.0101", "settled.0104", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/occupied/enemy-between", 5, "settled.0101", "settled.0104", "settled.0102", FALSE, FALSE },
  { "/bloodyground/10.5.1/occupied/friend-between", 5, "settled.0101", "settled.0104", "settled.0102", TRUE, FALSE },
  { "/bloodyground/10.5.1/cultivated/into-summer", 4, "settled.0402", "settled.0403", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/cultivated/through-summer", 4, "settled.0402", "settled.0404", NULL, FALSE, FALSE },
  { "/bloodyground/10.5.1/cultivated/through-fall", 5, "settled.0402", "settled.0404", NULL, FALSE, FALSE },
  { "/bloodyground/10.5.1/cultivated/through-winter", 2, "settled.0402", "settled.0404", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/cultivated/through-spring", 3, "settled.0402", "settled.0406", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/slope/adjacent", 2, "settled.1705", "settled.1704", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/slope/firer-high-on-it", 2, "settled.1704", "settled.1706", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/slope/firer-high-behind-it", 2, "settled.1703", "settled.1706", NULL, FALSE, FALSE },
  { "/bloodyground/10.5.1/slope/target-high-on-it", 2, "settled.1706", "settled.1704", NULL, FALSE, TRUE },
  { "/bloodyground/10.5.1/slope/target-high-behind-it", 2, "settled.1706", "settled.1703", NULL, FALSE, FALSE },
};

static void
test_line_of_sight (gconstpointer data)
{
  const SightCase *k = data;
  T *t = t_new ("campaign-for-ohio");
  int cell;
  const BloodyGrid *g = bloody_grid_of (&t->c, t_loc (t, "settled.0101"), &cell);
  g_autofree char *text = g_strdup_printf ("fire us-regular.1 warrior-miami.1");

  g_assert_nonnull (g);
  t_clear (t);
  *t_mk (t, "turn") = k->turn;
  t->st->turn = k->turn;
  t_put (t, "us-regular.1", k->firer, 0);
  t_put (t, "warrior-miami.1", k->target, 0);
  if (k->blocker != NULL)
    t_put (t, k->blocker_us ? "us-regular.2" : "warrior-miami.2", k->blocker, 0);
  t_x (t)->battle.grid = (gint8) (g - t->self->d->grids);
  t_battle_at (t, 1, BI_DEF_FIRE_SECOND, 1, D_FIRE, 0);
  t_applied (t);
  /* The board as the test reads it. */
  {
    static const struct { const char *hex; int terrain, elevation; } board[] = {
      { "settled.0402", HT_CLEAR, 0 }, { "settled.0403", HT_CULTIVATED, 0 }, { "settled.0405", HT_CULTIVATED, 0 },
      { "settled.0406", HT_CLEAR, 0 }, { "settled.1004", HT_CLEAR, 0 }, { "settled.1005", HT_WOODS, 0 },
      { "settled.1006", HT_WOODS, 0 }, { "settled.0102", HT_CLEAR, 0 }, { "settled.1703", HT_CULTIVATED, 1 },
      { "settled.1704", HT_CULTIVATED, 1 }, { "settled.1705", HT_CLEAR, 0 }, { "settled.1706", HT_CLEAR, 0 },
    };

    for (guint i = 0; i < G_N_ELEMENTS (board); i++)
      {
        bloody_grid_of (&t->c, t_loc (t, board[i].hex), &cell);
        g_assert_cmpint (g->terrain[cell], ==, board[i].terrain);
        g_assert_cmpint (g->elevation[cell], ==, board[i].elevation);
      }
  }
  g_assert_cmpint (t_can (t, text), ==, k->sees);
  if (k->blocker != NULL && !k->blocker_us)
    g_assert_true (t_can (t, "fire us-regular.1 warrior-miami.2"));   /* into the occupied hex */
  t_free (t);
}

/* ---- 10.6.2 a replacement placed on the battle board ------------------------------------ */

typedef struct {
  const char *path;
  const char *elsewhere;    /* a second US regular's hex, or NULL */
  gboolean asked;           /* the US chooses the replacement's hex */
} BoardReplacementCase;

/* 10.6.2: "If the die roll is 6 or more the leader is eliminated.
 * Replacement leader units are placed with any friendly unit if a starting
 * leader is eliminated."  In Harmar's Defeat two Miami warriors in woods
 * (MCF 2 each) attack a US regular and Hamtramck (CR 2: two columns left)
 * at 0804: 4-1 shifted to 2-1; the MCRT's 6, +1 for the levels, makes the
 * regular retreat; Hamtramck's 6 kills him (2-1 is not above 3-1: no
 * +1).  His replacement comes on the board before the retreat: with a
 * second regular at 0509 the US chooses between the two regulars' hexes
 * (never an empty hex, never a map area, though a regular stands at
 * Cincinnati); with the regular at 0804 alone he stays with it unasked.
 * Then the melee goes on with the retreat. */
static const BoardReplacementCase board_replacement_cases[] = {
  { "/bloodyground/10.6.2/replacement-placed/battle-board/us-chooses", "wilderness.0509", TRUE },
  { "/bloodyground/10.6.2/replacement-placed/battle-board/one-hex", NULL, FALSE },
};

static void
test_board_replacement (gconstpointer data)
{
  const BoardReplacementCase *k = data;
  const Put units[] = {
    { "warrior-miami.1", "wilderness.0904" }, { "warrior-miami.2", "wilderness.0904" },
    { "us-regular.1", "wilderness.0804" }, { "hamtramck", "wilderness.0804" }, { "us-regular.3", "cincinnati" },
    { k->elsewhere != NULL ? "us-regular.2" : NULL, k->elsewhere }, { NULL },
  };
  T *t = t_melee_position (units, 1, "wilderness.0804", (const char *const[]) { "warrior-miami.1", "warrior-miami.2", NULL });

  t_do_rolls (t, "strike", ROLLS (6, 6));
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\npending %d side %d\n", t->narration, t->st->pending.kind, t->st->pending.side);
  g_assert_true (t_said (t, "Column 2-1 (shift -2)"));
  g_assert_true (t_said (t, "rolls 6 +0 for his life"));
  g_assert_true (t_at (t, "hamtramck", "eliminated"));
  if (k->asked)
    {
      g_autofree char *with_second = g_strdup_printf ("replace-at army-replacement.1 %s", k->elsewhere);

      g_assert_cmpint (t->st->pending.kind, ==, D_REPLACE);
      g_assert_cmpint (t->st->pending.side, ==, 0);
      g_assert_true (t_can (t, "replace-at army-replacement.1 wilderness.0804"));
      g_assert_true (t_can (t, with_second));
      g_assert_false (t_can (t, "replace-at army-replacement.1 wilderness.0101"));
      g_assert_false (t_can (t, "replace-at army-replacement.1 cincinnati"));
      t_do (t, with_second);
      g_assert_true (t_at (t, "army-replacement.1", k->elsewhere));
    }
  else
    g_assert_true (t_at (t, "army-replacement.1", "wilderness.0804"));
  /* The melee goes on: the regular's retreat, steered by the US. */
  g_assert_cmpint (t->st->pending.kind, ==, D_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  g_assert_true (t_has (t, "retreat us-regular.1 "));
  g_assert_cmpint (t->st->pending.kind, !=, D_REPLACE);
  g_assert_true (t_x (t)->battle.active);
  t_free (t);
}

/* ---- 11.3.1 Siege markers --------------------------------------------------------------- */

typedef struct {
  const char *path;
  int before;               /* Siege markers already on the fort */
  gboolean raider;          /* the only warrior there is raiding */
  int die;                  /* the garrison's attrition die (0: none rolled) */
  int after;                /* markers after the Action Phase */
  gboolean lost;            /* the garrison eliminated (and the fort with it, 11.3.2) */
} SiegeCase;

/* 11.3.1: "Mark the fortification and its defending units with a "Siege"
 * marker at the end of each Action Phase that Siege conditions are in
 * effect. The "Siege" marker(s) remain ... as long as there is at least
 * one non-raiding enemy combat unit ... Units in a besieged fortification
 * are checked for attrition during the End Phase. Such units suffer an
 * adverse die roll modifier for each "Siege" marker".  15.4's Fall 1791,
 * CL 2: a Kentucky militia unit (level 2) in the US fort at Limestone, a
 * Shawnee warrior there; the NA keeps up the siege.  A first marker: die
 * 1 + 1 = 2 holds, 2 + 1 = 3 fails; a second: 1 + 2 = 3 fails.  A raiding
 * warrior besieges nothing: the marker already there goes and the
 * garrison, in supply, takes no attrition roll. */
static const SiegeCase siege_cases[] = {
  { "/bloodyground/11.3.1/first-marker/die-1-holds", 0, FALSE, 1, 1, FALSE },
  { "/bloodyground/11.3.1/first-marker/die-2-falls", 0, FALSE, 2, 1, TRUE },
  { "/bloodyground/11.3.1/second-marker/die-1-falls", 1, FALSE, 1, 2, TRUE },
  { "/bloodyground/11.3/raider-besieges-nothing", 1, TRUE, 0, 0, FALSE },
  /* 11.3: "A fortification in an area with at least one non-raiding
   * enemy unit is considered under siege". */
  { "/bloodyground/11.3/non-raider-besieges", 0, FALSE, 1, 1, FALSE },
};

static void
test_siege_markers (gconstpointer data)
{
  const SiegeCase *k = data;
  T *t = t_action_position (5, 0);
  int limestone = t_loc (t, "limestone"), warrior;
  g_autofree char *said = g_strdup_printf ("Siege at Limestone (Maysville): %d markers", k->after);
  g_autofree char *attrition = g_strdup_printf ("Attrition for Kentucky militia: %d %+d against level 2", k->die, k->after);

  t_put (t, "us-fort.1", "limestone", 0);
  t_put (t, "militia-kentucky.1", "limestone", 0);
  warrior = t_put (t, "warrior-shawnee.1", "limestone", 0);
  if (k->raider)
    {
      t_x (t)->raid_mp[warrior] = 1;
      t_x (t)->status[warrior] = ST_DONE;
    }
  t_x (t)->siege[limestone] = k->before;
  t_x (t)->initiative = 0;
  t_x (t)->passed = 1;
  t_vp (t, 5, 5);
  if (k->raider)
    {
      t_do (t, "pass");
      g_assert_false (t_said (t, "Siege at"));
      g_assert_cmpint (t_x (t)->siege[limestone], ==, 0);
      g_assert_false (bloody_besieged (&t->c, limestone));
      t_free (t);
      return;
    }
  t_do (t, "pass");
  g_assert_true (t_said (t, said));
  g_assert_cmpint (t_x (t)->siege[limestone], ==, k->after);
  g_assert_cmpint (t->st->pending.kind, ==, D_COMBAT);
  t_do (t, "resolve limestone");
  g_assert_cmpint (t->st->pending.kind, ==, D_ASSAULT);
  g_assert_cmpint (t->st->pending.side, ==, 1);   /* the besieger alone (4.5) */
  t_do_rolls (t, "besiege", ROLLS (k->die));
  if (g_getenv ("BLOODY_DEBUG"))
    g_printerr ("%s\n", t->narration);
  g_assert_true (t_said (t, attrition));
  g_assert_cmpint (t_at (t, "militia-kentucky.1", "limestone"), ==, !k->lost);
  g_assert_cmpint (t_at (t, "us-fort.1", "limestone"), ==, !k->lost);
  g_assert_cmpint (t_x (t)->vp[1], ==, 5 + (k->lost ? 2 + 4 : 0));   /* a militia unit 2 (15.4.5), the fort 4 (11.3.2) */
  t_free (t);
}

/* ---- 16.2.3 St. Clair's Surprise ---------------------------------------------------------- */

/* 16.2.3: "The Native American player has the initiative and moves first.
 * Additionally the Native American player has won surprise ... The
 * scenario is ten impulses long."  Set up as the data places it, the
 * battle opens with the NA's Recovery and Movement Impulse; the US's
 * defensive Fire Impulse of round 1 is lost to surprise (10.2a), so the
 * NA's offensive fire follows its movement; in the second half of the
 * round the NA's defensive fire is its own (no surprise after the first
 * impulse).  The ten rounds: /bloodyground/10.1/impulses/…. */
static void
test_st_clairs_surprise (void)
{
  T *t = t_new ("st-clairs-surprise");
  g_autoptr(GString) log = g_string_new (NULL);

  while (t->st->pending.kind == D_DEPLOY || t->st->pending.kind == D_RIFLE)
    {
      if (t->st->pending.kind == D_RIFLE)
        t_do_found (t, "rifle ");
      else
        t_setup_one (t);
      g_string_append (log, t->narration);
    }
  g_assert_cmpint (t_x (t)->battle.first, ==, 1);
  g_assert_true (t_x (t)->battle.surprise);
  g_assert_cmpint (t_x (t)->battle.round, ==, 1);
  g_assert_cmpint (t->st->pending.kind, ==, D_BMOVE);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  t_do (t, "end-impulse");
  g_assert_true (t_said (t, "US is surprised and does not act"));
  g_assert_cmpint (t_x (t)->battle.impulse, >=, BI_OFF_FIRE_FIRST);
  g_assert_cmpint (t->st->pending.side, ==, 1);
  play_until (t, D_BMOVE, NULL);
  g_assert_cmpint (t->st->pending.side, ==, 0);   /* the US's movement, round 1's second half */
  g_assert_cmpint (t_x (t)->battle.impulse, ==, BI_MOVE_SECOND);
  t_do (t, "end-impulse");
  g_assert_false (t_said (t, "is surprised"));
  t_free (t);
}

/* ---- 7.0 supply marked ------------------------------------------------------------------ */

typedef struct {
  const char *path;
  const char *area;
  gboolean out;
} SupplyCase;

/* 7.0: "Units that cannot trace supply are considered Out of Supply and
 * marked": in a Fall with Severe Weather (lines of two areas overland, no
 * rivers, 7.0.1) a regular at Bluegrass is in supply, one at Upper
 * Sandusky is marked out of it by the Supply Phase. */
static const SupplyCase supply_cases[] = {
  { "/bloodyground/7.0/marked/in-supply", "bluegrass", FALSE },
  { "/bloodyground/7.0/marked/out-of-supply", "upper-sandusky", TRUE },
};

static void
test_supply_marked (gconstpointer data)
{
  const SupplyCase *k = data;
  T *t = t_new ("campaign-for-ohio");
  int regular;
  g_autofree char *said = g_strdup_printf ("Out of supply: US %d, NA 0", k->out);

  t_clear (t);
  *t_mk (t, "turn") = 5;
  t->st->turn = 5;
  t_x (t)->severe = 1;
  for (guint n = 0; n < bh_game_data_get_n_nations (t->data); n++)
    t_x (t)->nation_status[n] = NS_WARPATH;
  regular = t_put (t, "us-regular.1", k->area, 0);
  t_last_settler (t);
  t_do (t, "settle cincinnati");
  g_assert_true (t_said (t, said));
  g_assert_cmpint (t_x (t)->oos[regular], ==, k->out);
  t_free (t);
}

/* ---- 9.5 both sides pillage ------------------------------------------------------------- */

typedef struct {
  const char *path;
  int side;
  const char *units[3];     /* NULL-ended, at Kekionga */
  gboolean may;
} PillageSideCase;

/* 9.5: "Both sides can choose to pillage an area"; 9.5.1 "A group of two
 * or more un-activated units": two US regulars at Kekionga may, one may
 * not; two Miami warriors may. */
static const PillageSideCase pillage_side_cases[] = {
  { "/bloodyground/9.5/both-sides/us-two", 0, { "us-regular.1", "us-regular.2", NULL }, TRUE },
  { "/bloodyground/9.5/both-sides/us-one", 0, { "us-regular.1", NULL }, FALSE },
  { "/bloodyground/9.5/both-sides/na-two", 1, { "warrior-miami.1", "warrior-miami.2", NULL }, TRUE },
};

static void
test_pillage_sides (gconstpointer data)
{
  const PillageSideCase *k = data;
  T *t = t_action_position (5, k->side);

  for (int i = 0; k->units[i] != NULL; i++)
    t_put (t, k->units[i], "kekionga", 0);
  g_assert_cmpint (t_can (t, "pillage kekionga"), ==, k->may);
  if (k->may)
    {
      t_do (t, "pillage kekionga");
      for (int i = 0; k->units[i] != NULL; i++)
        {
          g_autofree char *with = g_strdup_printf ("pillage-with %s", k->units[i]);

          t_do (t, with);
        }
      t_do_rolls (t, "pillage-go", ROLLS (1));
      g_assert_true (bloody_is_pillaged (&t->c, t_loc (t, "kekionga")));
    }
  t_free (t);
}

/* ---- 11.1 who skirmishes ------------------------------------------------------------------ */

typedef struct {
  const char *path;
  gboolean raiding;         /* the warrior at Northern Kentucky is raiding */
} SkirmishWhoCase;

/* 11.1: "When opposing non-raiding units are in the same area ... and
 * neither side has a leader ... players must conduct skirmish combat": a
 * Kentucky militia unit and a Shawnee warrior at Northern Kentucky make a
 * skirmish at the end of the Action Phase; with the warrior raiding
 * there, no combat: the Raid Phase follows. */
static const SkirmishWhoCase skirmish_who_cases[] = {
  { "/bloodyground/11.1/non-raiders-skirmish", FALSE },
  { "/bloodyground/11.1/raider-no-skirmish", TRUE },
};

static void
test_skirmish_who (gconstpointer data)
{
  const SkirmishWhoCase *k = data;
  T *t = t_action_position (5, 0);
  int warrior = t_put (t, "warrior-shawnee.1", "northern-kentucky", 0);

  t_put (t, "militia-kentucky.1", "northern-kentucky", 0);
  if (k->raiding)
    {
      t_x (t)->raid_mp[warrior] = 1;
      t_x (t)->status[warrior] = ST_DONE;
    }
  t_x (t)->initiative = 0;
  t_x (t)->passed = 1;
  t_do (t, "pass");
  if (k->raiding)
    {
      g_assert_cmpint (t->st->pending.kind, !=, D_COMBAT);
      g_assert_true (t_said (t, "Raid on Northern Kentucky"));
    }
  else
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_COMBAT);
      t_do (t, "resolve northern-kentucky");
      g_assert_true (t_said (t, "Skirmish at Northern Kentucky"));
      g_assert_cmpint (t->st->pending.kind, ==, D_PAIR);
    }
  t_free (t);
}

/* ---- 15.0 the US sets up first ------------------------------------------------------------ */

/* 15.0: "In all four campaign scenarios the US player sets up first,
 * followed by the Native American player": every US piece is placed
 * before the first NA one, and the US never places again after. */
static void
test_us_sets_up_first (gconstpointer data)
{
  T *t = t_new_unset (data);
  int us = 0, na = 0;

  g_assert_cmpint (t->st->pending.kind, ==, D_SETUP);
  while (t->st->pending.kind == D_SETUP || t->st->pending.kind == D_RIFLE)
    {
      if (t->st->pending.kind == D_RIFLE)
        {
          t_do_found (t, "rifle ");
          continue;
        }
      if (t->st->pending.side == 0)
        {
          g_assert_cmpint (na, ==, 0);
          us++;
        }
      else
        na++;
      t_setup_one (t);
    }
  g_assert_cmpint (us, >, 0);
  g_assert_cmpint (na, >, 0);
  t_free (t);
}

/* ---- 16.1.2–16.3.2 the battle scenarios' set-up zones ----------------------------------------- */

typedef struct {
  const char *path;
  const char *scenario;
  int side;                 /* whose set-up: the other side's pieces stand where the data puts them */
  const char *moved, *to;   /* an enemy piece moved first, or NULL */
  const char *hex;          /* where the side's first piece would go */
  gboolean legal;
} ZoneCase;

/* The zones (hexes by column and row; a column's hexes are in a straight
 * line, so rows apart are hexes apart): 16.1.2 "any forest or swamp hex,
 * not adjacent to any US unit" (the US at 0509, 0609, 0110); 16.2.1
 * "within one hex of any trail hex, a maximum of one unit per hex" (the
 * Rough board's trail down column 10); 16.2.2 "anywhere on the map, not
 * adjacent to a US unit" (a US unit at 1005); 16.3.1 "within four hexes
 * of hex A" (1203 on the Wilderness board); 16.3.2 "within four hexes of
 * hexes C or D, but not adjacent to a Native American unit" (C at 0410). */
static const ZoneCase zone_cases[] = {
  { "/bloodyground/16.1.2/zone/woods", "harmars-defeat", 1, NULL, NULL, "wilderness.0305", TRUE },
  { "/bloodyground/16.1.2/zone/swamp", "harmars-defeat", 1, NULL, NULL, "wilderness.0202", TRUE },
  { "/bloodyground/16.1.2/zone/clear", "harmars-defeat", 1, NULL, NULL, "wilderness.0813", FALSE },
  { "/bloodyground/16.1.2/zone/next-to-us", "harmars-defeat", 1, NULL, NULL, "wilderness.0409", FALSE },   /* woods beside 0509 */
  { "/bloodyground/16.2.1/zone/next-to-trail", "st-clairs-surprise", 0, NULL, NULL, "rough.0905", TRUE },
  { "/bloodyground/16.2.1/zone/two-from-trail", "st-clairs-surprise", 0, NULL, NULL, "rough.0805", FALSE },
  { "/bloodyground/16.2.2/zone/two-from-us", "st-clairs-surprise", 1, NULL, NULL, "rough.1003", TRUE },
  { "/bloodyground/16.2.2/zone/next-to-us", "st-clairs-surprise", 1, NULL, NULL, "rough.1004", FALSE },
  { "/bloodyground/16.3.1/zone/four-from-a", "fallen-timbers", 1, NULL, NULL, "wilderness.1207", TRUE },
  { "/bloodyground/16.3.1/zone/five-from-a", "fallen-timbers", 1, NULL, NULL, "wilderness.1208", FALSE },
  { "/bloodyground/16.3.2/zone/four-from-c", "fallen-timbers", 0, NULL, NULL, "wilderness.0406", TRUE },
  { "/bloodyground/16.3.2/zone/five-from-c", "fallen-timbers", 0, NULL, NULL, "wilderness.0405", FALSE },
  { "/bloodyground/16.3.2/zone/next-to-na", "fallen-timbers", 0, "warrior-ottawa.1", "wilderness.0407", "wilderness.0406", FALSE },
};

static void
test_battle_zone (gconstpointer data)
{
  const ZoneCase *k = data;
  T *t = t_new (k->scenario);
  g_autofree char *id = NULL;
  g_autofree char *text = NULL;

  while ((t->st->pending.kind == D_DEPLOY && t->st->pending.side != k->side) || t->st->pending.kind == D_RIFLE)
    {
      if (t->st->pending.kind == D_RIFLE)
        t_do_found (t, "rifle ");
      else
        t_setup_one (t);
    }
  g_assert_cmpint (t->st->pending.kind, ==, D_DEPLOY);
  g_assert_cmpint (t->st->pending.side, ==, k->side);
  if (k->moved != NULL)
    t_put (t, k->moved, k->to, 0);
  id = bh_game_data_dup_piece_id (t->data, t->st->pending.args[0]);
  text = g_strdup_printf ("deploy %s %s", id, k->hex);
  g_assert_cmpint (t_can (t, text), ==, k->legal);
  t_free (t);
}

/* 16.2.1: "a maximum of one unit per hex": the first regular at 1001, on
 * the trail; the next may not join it. */
static void
test_one_unit_a_hex (void)
{
  T *t = t_new ("st-clairs-surprise");
  g_autofree char *first = NULL;
  g_autofree char *text = NULL;
  g_autofree char *second = NULL;
  g_autofree char *again = NULL;

  while (t->st->pending.kind == D_RIFLE)   /* 16.2.2's Rifles first */
    t_do_found (t, "rifle ");
  first = t_setup_piece_id (t);
  g_assert_cmpint (t->st->pending.side, ==, 0);
  text = g_strdup_printf ("deploy %s rough.1001", first);
  t_do (t, text);
  second = t_setup_piece_id (t);
  again = g_strdup_printf ("deploy %s rough.1001", second);
  g_assert_false (t_can (t, again));
  g_free (again);
  again = g_strdup_printf ("deploy %s rough.1002", second);
  g_assert_true (t_can (t, again));
  t_free (t);
}

/* ---- 10.5.2 the natural 6 ------------------------------------------------------------------ */

/* 10.5.2: "If the final die roll result is less than the firing unit's
 * FCF the targeted unit is hit. A natural die roll of "6" is always a
 * miss, regardless of modifiers."  With the reconstructed counters no CF
 * passes 4 and no modifier is below −2, so a 6 misses by the numbers
 * anyway; the counters' factors are reconstructed and correctable in the
 * editor (RULES-DONE point 9): a warrior counter given FCF 3 fires from
 * woods at CF 6 at a routed target (−2), where a 5 (3) hits and a 6 (4,
 * below 6 too) misses. */
static void
test_natural_six (gconstpointer data)
{
  int die = GPOINTER_TO_INT (data);
  T *t = t_new ("harmars-defeat");
  int warrior = t_piece (t, "warrior-miami.1");
  g_autofree char *said = g_strdup_printf ("CF 6, die %d -2 = %d", die, die - 2);

  ((BloodyPieceInfo *) &t->self->d->pieces[warrior])->fcf = 3;   /* the counter as the editor may set it */
  t_clear (t);
  t_put (t, "warrior-miami.1", "wilderness.0409", 0);
  t_put (t, "us-regular.1", "wilderness.0509", 1);
  t_battle_at (t, 1, BI_OFF_FIRE_SECOND, 0, D_FIRE, 1);
  t_do_rolls (t, "fire warrior-miami.1 us-regular.1", ROLLS (die));
  g_assert_true (t_said (t, said));
  g_assert_cmpint (t_said (t, "a natural 6: miss"), ==, die == 6);
  g_assert_cmpint (t_at (t, "us-regular.1", "eliminated"), ==, die != 6);   /* a routed unit hit is eliminated */
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (action_cases); i++)
    g_test_add_data_func (action_cases[i].path, &action_cases[i], test_action_phase);
  for (guint i = 0; i < G_N_ELEMENTS (raid_phase_cases); i++)
    g_test_add_data_func (raid_phase_cases[i].path, &raid_phase_cases[i], test_raid_phase);
  for (guint i = 0; i < G_N_ELEMENTS (removal_cases); i++)
    g_test_add_data_func (removal_cases[i].path, &removal_cases[i], test_militia_removal);
  for (guint i = 0; i < G_N_ELEMENTS (reinforcement_cases); i++)
    g_test_add_data_func (reinforcement_cases[i].path, &reinforcement_cases[i], test_reinforcements);
  g_test_add_data_func ("/bloodyground/8.5.4/lost-militia/next-spring", GINT_TO_POINTER (FALSE), test_lost_militia);
  g_test_add_data_func ("/bloodyground/8.5.4/lost-militia/back-at-once-option", GINT_TO_POINTER (TRUE), test_lost_militia);
  for (guint i = 0; i < G_N_ELEMENTS (sequence_cases); i++)
    g_test_add_data_func (sequence_cases[i].path, &sequence_cases[i], test_battle_sequence);
  for (guint i = 0; i < G_N_ELEMENTS (sight_cases); i++)
    g_test_add_data_func (sight_cases[i].path, &sight_cases[i], test_line_of_sight);
  for (guint i = 0; i < G_N_ELEMENTS (board_replacement_cases); i++)
    g_test_add_data_func (board_replacement_cases[i].path, &board_replacement_cases[i], test_board_replacement);
  for (guint i = 0; i < G_N_ELEMENTS (siege_cases); i++)
    g_test_add_data_func (siege_cases[i].path, &siege_cases[i], test_siege_markers);
  g_test_add_func ("/bloodyground/16.2.3/na-first-with-surprise", test_st_clairs_surprise);
  for (guint i = 0; i < G_N_ELEMENTS (supply_cases); i++)
    g_test_add_data_func (supply_cases[i].path, &supply_cases[i], test_supply_marked);
  for (guint i = 0; i < G_N_ELEMENTS (pillage_side_cases); i++)
    g_test_add_data_func (pillage_side_cases[i].path, &pillage_side_cases[i], test_pillage_sides);
  for (guint i = 0; i < G_N_ELEMENTS (skirmish_who_cases); i++)
    g_test_add_data_func (skirmish_who_cases[i].path, &skirmish_who_cases[i], test_skirmish_who);
  g_test_add_data_func ("/bloodyground/15.0/us-sets-up-first/harmars-expedition", "harmars-expedition", test_us_sets_up_first);
  g_test_add_data_func ("/bloodyground/15.0/us-sets-up-first/st-clairs-campaign", "st-clairs-campaign", test_us_sets_up_first);
  g_test_add_data_func ("/bloodyground/15.0/us-sets-up-first/mad-anthony", "mad-anthony", test_us_sets_up_first);
  g_test_add_data_func ("/bloodyground/15.0/us-sets-up-first/campaign-for-ohio", "campaign-for-ohio", test_us_sets_up_first);
  for (guint i = 0; i < G_N_ELEMENTS (zone_cases); i++)
    g_test_add_data_func (zone_cases[i].path, &zone_cases[i], test_battle_zone);
  g_test_add_func ("/bloodyground/16.2.1/zone/one-unit-a-hex", test_one_unit_a_hex);
  g_test_add_data_func ("/bloodyground/10.5.2/natural-six/five-hits", GINT_TO_POINTER (5), test_natural_six);
  g_test_add_data_func ("/bloodyground/10.5.2/natural-six/six-misses", GINT_TO_POINTER (6), test_natural_six);
  return g_test_run ();
}
