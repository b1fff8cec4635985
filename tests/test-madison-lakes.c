/* test-madison-lakes.c — Mr. Madison's War: Lake Erie and Lake Huron as
 * one lake for forced retreats (a naval battle's, 12.5, or before land
 * units, 9.61) and for the Mutual Fleet Return, Huron's
 * ships to Huron first (2.6); the naval modifiers of 12.34 (frigates on
 * one side only) and 12.35 (only schooners and sloops), each where it
 * applies and where it does not; and 10.52's fresh unit before a reduced
 * one in a land battle.  All through the players' actions. */
#include "test-madison-util.c"

/* The side to play sails `ships` (NULL-terminated) from `from` into the
 * box `box` with card-33 for operations and ends the move; at the lead
 * ship question each side names the first of its list `leads` (NULL: the
 * first listed), no battle card is played, and the die rolls `die`. */
static void
t_sail_in (T *t, const char *from, const char *box, const char *const *ships, const char *const *leads, int die)
{
  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, t->st->pending.side == MAD_US ? "hand-us" : "hand-gb"));
  t_set_out (t, "ops card-33", from, ships);
  for (int i = 0; ships[i]; i++)
    {
      g_autofree char *move = g_strdup_printf ("move %s %s", ships[i], box);

      t_do (t, move);
    }
  t_keep_story_on (t);
  if (t_do_rolling (t, "end", ROLLS (die)))
    return;
  while (t->st->pending.kind == D_LEAD || t->st->pending.kind == D_BATTLE_CARD)
    {
      g_autofree char *text = NULL;

      if (t->st->pending.kind == D_BATTLE_CARD)
        text = g_strdup ("no-battle-card");
      else
        {
          for (int i = 0; leads && leads[i] && !text; i++)
            {
              g_autofree char *lead = g_strdup_printf ("lead %s", leads[i]);

              if (t_can (t, lead))
                text = g_steal_pointer (&lead);
            }
          if (!text)
            text = t_find (t, "lead ");
        }
      if (t_do_rolling (t, text, ROLLS (die)))
        return;
    }
}

/* ---- 12.34, 12.35: the modifiers, each on both sides ------------------- */

/* 1813, turn 4: one US ship sails from Sackets Harbour into the Lake
 * Ontario box against one British ship; one ship each (12.31: +0). */
typedef struct {
  const char *rule;
  const char *us, *gb;
  int die;
  const char *total;  /* "Die d, modifiers m: t" */
  const char *note;   /* the 12.34 / 12.35 line, NULL: none */
} NavalCase;

static const NavalCase naval_cases[] = {
  /* 12.34: General Pike (frigate, B) attacks Royal George (corvette, B):
   * classes equal (12.32: +0), frigates on the attacker's side only: +1. */
  { "12.34", "us-general-pike", "gb-royal-george", 3, "Die 3, modifiers +1: 4", "Frigates on one side only: +1 (12.34)" },
  /* ... the Madison (corvette, B) instead: no frigate anywhere, +0. */
  { "12.34", "us-madison", "gb-royal-george", 3, "Die 3, modifiers +0: 3", NULL },
  /* 12.34: the Madison (B) attacks Prince Regent (frigate, A): -1 for the
   * class (12.32), -1 for the defender's frigate: -2. */
  { "12.34", "us-madison", "gb-prince-regent", 4, "Die 4, modifiers -2: 2", "Frigates on one side only: -1 (12.34)" },
  /* ... Wolfe (corvette, A) instead: only the class, -1. */
  { "12.34", "us-madison", "gb-wolfe", 4, "Die 4, modifiers -1: 3", NULL },
  /* ... frigates on both sides (Pike, B, against Prince Regent, A): the
   * class only, -1. */
  { "12.34", "us-general-pike", "gb-prince-regent", 4, "Die 4, modifiers -1: 3", NULL },
  /* 12.35: the schooner Conquest (C) attacks the brig Gloucester (C): only
   * schooners and sloops attack, -1. */
  { "12.35", "us-conquest", "gb-gloucester", 4, "Die 4, modifiers -1: 3", "Only schooners and sloops attack: -1 (12.35)" },
  /* ... the schooner Beresford (C) instead: both sides small, +0. */
  { "12.35", "us-conquest", "gb-beresford", 4, "Die 4, modifiers +0: 4", NULL },
  /* 12.35: the brig Oneida (B) attacks the schooner Beresford (C): +1 for
   * the class, +1 as only schooners and sloops defend: +2. */
  { "12.35", "us-oneida", "gb-beresford", 3, "Die 3, modifiers +2: 5", "Only schooners and sloops defend: +1 (12.35)" },
  /* ... the brig Gloucester (C) instead: the class only, +1. */
  { "12.35", "us-oneida", "gb-gloucester", 3, "Die 3, modifiers +1: 4", NULL },
};

static void
test_naval_modifiers (gconstpointer data)
{
  const char *rule = data;

  for (guint i = 0; i < G_N_ELEMENTS (naval_cases); i++)
    {
      const NavalCase *k = &naval_cases[i];
      const char *ships[] = { k->us, NULL };
      T *t;

      if (!g_str_equal (k->rule, rule))
        continue;
      t = t_new ("1813-1814");
      t_clear (t);
      t_play_at (t, 4, MAD_US);
      t_put (t, k->us, "sackets-harbour", 0);
      t_put (t, k->gb, "lake-ontario", 0);
      t_sail_in (t, "sackets-harbour", "lake-ontario", ships, NULL, k->die);
      t_assert_narrates (t, "1 ship against 1, modifier +0");
      t_assert_narrates (t, k->total);
      if (k->note)
        t_assert_narrates (t, k->note);
      if (!k->note || !strstr (k->note, "Frigates"))
        g_assert_false (t_narrated (t, "(12.34)"));
      if (!k->note || !strstr (k->note, "schooners"))
        g_assert_false (t_narrated (t, "(12.35)"));
      t_free (t);
    }
}

/* ---- 2.6: Lake Erie and Lake Huron ------------------------------------- */

static gboolean
t_listed (T *t, const char *action)
{
  g_autofree char *list = t_actions (t);
  g_autofree char *padded = g_strdup_printf ("; %s;", list);
  g_autofree char *needle = g_strdup_printf ("; %s;", action);

  return strstr (padded, needle) != NULL;
}

/* 1813, turn `turn`, `side` to play: the US brigs Lawrence and Niagara at
 * Erie, the British Queen Charlotte and Lady Prevost in the Lake Erie box,
 * the 1/41st at Ft. Malden and the 10th RVB detachment at Ft. St. Joseph. */
static T *
t_erie (int turn, int side, const char *const *more)
{
  T *t = t_new ("1813-1814");

  t_position (t, turn, side, (const char *[]) { "us-lawrence erie", "us-niagara erie", "gb-queen-charlotte lake-erie",
                                                "gb-lady-prevost lake-erie", "gb-1-41st ft-malden",
                                                "gb-10th-rvb-det ft-st-joseph", NULL });
  for (int i = 0; more && more[i]; i++)
    t_put_spec (t, more[i]);
  return t;
}

static const char *const erie_ships[] = { "us-lawrence", "us-niagara", NULL };
static const char *const erie_leads[] = { "us-lawrence", "gb-queen-charlotte", NULL };
static const char *const huron_leads[] = { "us-tigress", "gb-caledonia", NULL };

/* 2.6, 12.52: the US attacks on Lake Erie, 2 ships against 2 (+0), the
 * Lawrence (A) leading against the Queen Charlotte (B): +1.  Die 4: 5, the
 * British lose 2 steps and retreat: to any friendly lakeside town of Lake
 * Erie or of Lake Huron, Ft. St. Joseph and Nottawasaga with the rest. */
static void
test_erie_fleet_retreats_to_huron (void)
{
  T *t = t_erie (4, MAD_US, NULL);

  t_sail_in (t, "erie", "lake-erie", erie_ships, erie_leads, 4);
  t_assert_narrates (t, "Die 4, modifiers +1: 5");
  /* 12.42: the lead ship's step first, then the owner's choice. */
  g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
  t_do (t, "loss gb-lady-prevost");
  g_assert_cmpint (t->st->pending.kind, ==, D_NAVAL_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  g_assert_true (t_listed (t, "retreat ft-malden"));
  g_assert_true (t_listed (t, "retreat port-dover"));
  g_assert_true (t_listed (t, "retreat ft-st-joseph"));
  g_assert_true (t_listed (t, "retreat nottawasaga"));
  /* Not a US town, nor one of another lake. */
  g_assert_false (t_listed (t, "retreat ft-mackinac"));
  g_assert_false (t_listed (t, "retreat kingston"));
  t_do (t, "retreat ft-st-joseph");
  t_assert_at (t, "gb-queen-charlotte", "ft-st-joseph");
  t_free (t);
}

/* 2.6: the same battle, die 2: 3, both sides lose a step; the damaged
 * Lawrence goes back to a US town of Lake Erie or of Lake Huron: Ft.
 * Mackinac (US, empty) is one. */
static void
test_erie_damaged_ship_to_huron (void)
{
  T *t = t_erie (4, MAD_US, NULL);

  t_sail_in (t, "erie", "lake-erie", erie_ships, erie_leads, 2);
  t_assert_narrates (t, "Die 2, modifiers +1: 3");
  for (int guard = 0; guard < 8 && t->st->pending.kind != D_NAVAL_RETREAT; guard++)
    t_do_first_while (t, t->st->pending.kind, NULL);
  while (t->st->pending.kind == D_NAVAL_RETREAT && t->st->pending.side != MAD_US)
    t_do_first_while (t, D_NAVAL_RETREAT, NULL);
  g_assert_cmpint (t->st->pending.kind, ==, D_NAVAL_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_true (t_listed (t, "retreat erie"));
  g_assert_true (t_listed (t, "retreat ft-mackinac"));
  g_assert_false (t_listed (t, "retreat ft-st-joseph"));
  t_do (t, "retreat ft-mackinac");
  t_assert_at (t, "us-lawrence", "ft-mackinac");
  t_free (t);
}

/* 2.6's last sentence, both ways.  1813, turn 4: the British Caledonia
 * (brig, C) and Nancy (schooner, C) sail from Ft. St. Joseph into the Lake
 * Huron box against the US schooner Tigress (C): 2 against 1 (12.31: +2),
 * classes equal, only schooners defend (12.35: +1).  Die 1: 4, the
 * Tigress is damaged and retreats: while Ft. Mackinac is friendly it is
 * her only town (Huron first); with British land units holding it, any
 * US town of Lake Erie. */
static void
test_huron_first (void)
{
  for (int held = 0; held < 2; held++)
    {
      static const char *const ships[] = { "gb-caledonia", "gb-nancy", NULL };
      T *t = t_new ("1813-1814");

      t_position (t, 4, MAD_GB, (const char *[]) { "gb-caledonia ft-st-joseph", "gb-nancy ft-st-joseph",
                                                   "us-tigress lake-huron", NULL });
      if (held)
        t_put (t, "gb-1-41st", "ft-mackinac", 0);
      t_sail_in (t, "ft-st-joseph", "lake-huron", ships, NULL, 1);
      t_assert_narrates (t, "2 ships against 1, modifier +2");
      t_assert_narrates (t, "Die 1, modifiers +3: 4");
      if (!held)
        {
          g_assert_cmpint (t->st->pending.kind, !=, D_NAVAL_RETREAT);
          t_assert_at (t, "us-tigress", "ft-mackinac");
        }
      else
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_NAVAL_RETREAT);
          g_assert_cmpint (t->st->pending.side, ==, MAD_US);
          g_assert_true (t_listed (t, "retreat erie"));
          g_assert_true (t_listed (t, "retreat cleveland"));
          g_assert_false (t_listed (t, "retreat ft-mackinac"));
          t_do (t, "retreat cleveland");
          t_assert_at (t, "us-tigress", "cleveland");
        }
      t_free (t);
    }
}

/* 2.6, the British side of Huron first: the US Tigress and Scorpion sail
 * from Ft. Mackinac against the Caledonia (brig, C): 2 against 1 (+2),
 * classes equal, only schooners attack (12.35: -1).  Die 4: 5, the
 * British lose 2 steps and retreat: to Ft. St. Joseph or Nottawasaga on
 * Lake Huron, not to Lake Erie while those are friendly. */
static void
test_huron_first_british (void)
{
  static const char *const ships[] = { "us-tigress", "us-scorpion", NULL };
  T *t = t_new ("1813-1814");

  t_position (t, 4, MAD_US, (const char *[]) { "us-tigress ft-mackinac", "us-scorpion ft-mackinac",
                                               "gb-caledonia lake-huron", "gb-nancy lake-huron", "gb-1-41st ft-malden",
                                               NULL });
  t_sail_in (t, "ft-mackinac", "lake-huron", ships, huron_leads, 6);
  t_assert_narrates (t, "2 ships against 2, modifier +0");
  t_assert_narrates (t, "Only schooners and sloops attack: -1");
  t_assert_narrates (t, "Die 6, modifiers -1: 5");
  g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
  t_do (t, "loss gb-nancy");
  g_assert_cmpint (t->st->pending.kind, ==, D_NAVAL_RETREAT);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  g_assert_true (t_listed (t, "retreat ft-st-joseph"));
  g_assert_true (t_listed (t, "retreat nottawasaga"));
  g_assert_false (t_listed (t, "retreat ft-malden"));
  t_free (t);
}

/* 2.6, 11.22: the Mutual Fleet Return of Summer-Autumn 1813 (turn 5, both
 * sides hold their last card): the British ships in the Erie box may go to
 * any friendly town of Erie or Huron, and those in the Huron box too, even
 * with a friendly Huron town; Lake Ontario is joined to neither. */
static void
test_fleet_return_one_lake (void)
{
  T *t = t_erie (5, MAD_US, (const char *[]) { "gb-caledonia lake-huron", "gb-royal-george lake-ontario", NULL });
  int seen = 0;

  bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
  bh_state_move_piece (t->st, t_piece (t, "card-41"), t_loc (t, "hand-gb"));
  t_do (t, "hold card-33");
  t_do (t, "hold card-41");
  while (t->st->pending.kind == D_FLEET && t->st->pending.side == MAD_GB && seen < 3)
    {
      if (t_where (t, "gb-royal-george") == t_loc (t, "lake-ontario"))
        {
          g_assert_true (t_listed (t, "retreat kingston"));
          g_assert_false (t_listed (t, "retreat ft-malden"));
          g_assert_false (t_listed (t, "retreat ft-st-joseph"));
          t_do (t, "retreat kingston");
        }
      else if (t_where (t, "gb-queen-charlotte") == t_loc (t, "lake-erie"))
        {
          g_assert_true (t_listed (t, "retreat ft-malden"));
          g_assert_true (t_listed (t, "retreat ft-st-joseph"));
          g_assert_true (t_listed (t, "retreat nottawasaga"));
          g_assert_false (t_listed (t, "retreat kingston"));
          t_do (t, "retreat ft-st-joseph");
          t_assert_at (t, "gb-queen-charlotte", "ft-st-joseph");
          t_assert_at (t, "gb-lady-prevost", "ft-st-joseph");
        }
      else
        {
          g_assert_true (t_where (t, "gb-caledonia") == t_loc (t, "lake-huron"));
          g_assert_true (t_listed (t, "retreat ft-st-joseph"));
          g_assert_true (t_listed (t, "retreat ft-malden"));
          g_assert_true (t_listed (t, "retreat port-dover"));
          t_do (t, "retreat ft-malden");
          t_assert_at (t, "gb-caledonia", "ft-malden");
        }
      seen++;
    }
  g_assert_cmpint (seen, ==, 3);
  t_free (t);
}

/* 2.6 "for any reason", 9.61: the US 13th marches from Detroit into
 * Sandwich, where only the British Queen Charlotte stands; she must leave
 * at once, to any friendly town of Lake Erie or Lake Huron. */
static void
test_erie_ship_leaves_for_huron (void)
{
  T *t = t_new ("1813-1814");

  t_position (t, 4, MAD_US, (const char *[]) { "us-13th detroit", "gb-queen-charlotte sandwich", NULL });
  t_march (t, "us-13th", "detroit", "sandwich");
  g_assert_cmpint (t->st->pending.kind, ==, D_HAVEN);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  g_assert_true (t_listed (t, "retreat ft-malden"));
  g_assert_true (t_listed (t, "retreat ft-st-joseph"));
  g_assert_true (t_listed (t, "retreat nottawasaga"));
  g_assert_false (t_listed (t, "retreat sandwich"));
  g_assert_false (t_listed (t, "retreat ft-mackinac"));
  t_do (t, "retreat nottawasaga");
  t_assert_at (t, "gb-queen-charlotte", "nottawasaga");
  t_free (t);
}

/* ---- 10.52: a fresh unit before a reduced one, in battle ---------------- */

/* 1814, turn 7: the US 21st (4A), 13th (4B) and 14th (4B) attack the
 * British at Cornwall (clear) from French Mills across the St. Lawrence
 * (2.23: -1 in the first round); the 21st (A) leads against a B: +1; no
 * 10.44 in 1814.  Dice 6 and 6: DR-2 (13 or more), the defender's lead
 * unit first (10.32), then one more loss (10.51, 10.52). */
typedef struct {
  const char *defenders[5];   /* the first leads; "id 1": reduced */
  const char *total;          /* the odds: 12 against the defence (10.21) */
  const char *offered[4];     /* the second loss may go to these, NULL-ended */
  const char *refused[4];     /* and not to these */
  const char *lost;           /* no choice: this unit takes it (NULL: a choice) */
  const char *kept;           /* ... and this reduced one does not */
} LossCase;

static const LossCase loss_cases[] = {
  /* Two fresh units left after the lead's loss and a reduced one: only the
   * fresh may take it.  12 against 2 + 1 + 2 + 1 = 6: 2:1, +1. */
  { { "gb-100th", "gb-10th-rvb-det", "gb-norfolk-militia", "gb-voltigeurs 1", NULL },
    "Dice 12, modifiers +1: 13, result DR-2",
    { "gb-10th-rvb-det", "gb-norfolk-militia", NULL },
    { "gb-voltigeurs", NULL },
    NULL, NULL },
  /* The one fresh unit left is the Norfolk Militia, one step: it is
   * eliminated though the reduced Voltigeurs are there ("even if this
   * means the non-reduced unit would be eliminated instead").  12 against
   * 2 + 2 + 1 = 5: 2:1, +1. */
  { { "gb-100th", "gb-norfolk-militia", "gb-voltigeurs 1", NULL },
    "Dice 12, modifiers +1: 13, result DR-2",
    { NULL }, { NULL },
    "gb-norfolk-militia", "gb-voltigeurs" },
  /* No fresh unit left: a reduced one takes it, the player choosing.  12
   * against 2 + 1 + 1 = 4: 3:1, +2. */
  { { "gb-100th", "gb-voltigeurs 1", "gb-10th-rvb 1", NULL },
    "Dice 12, modifiers +2: 14, result DR-2",
    { "gb-voltigeurs", "gb-10th-rvb", NULL },
    { NULL },
    NULL, NULL },
};

static void
test_fresh_before_reduced (void)
{
  static const char *const attackers[] = { "us-21st", "us-13th", "us-14th", NULL };
  static const char *const leads[] = { "us-21st", "gb-100th", NULL };

  for (guint i = 0; i < G_N_ELEMENTS (loss_cases); i++)
    {
      const LossCase *k = &loss_cases[i];
      T *t = t_new ("1814");
      const int *dice = ROLLS (6, 6);
      gboolean rolled;

      t_clear (t);
      t_play_at (t, 7, MAD_US);
      for (int j = 0; attackers[j]; j++)
        t_put (t, attackers[j], "french-mills", 0);
      for (int j = 0; k->defenders[j]; j++)
        {
          g_auto(GStrv) words = g_strsplit (k->defenders[j], " ", 2);

          t_put (t, words[0], "cornwall", words[1] ? atoi (words[1]) : 0);
        }
      bh_state_move_piece (t->st, t_piece (t, "card-33"), t_loc (t, "hand-us"));
      t_do (t, "ops card-33");
      t_do (t, "units french-mills");
      t_do_each (t, "add", attackers, 3);
      t_go (t);
      for (int j = 0; attackers[j]; j++)
        {
          g_autofree char *move = g_strdup_printf ("move %s cornwall", attackers[j]);

          t_do (t, move);
          if (t->st->pending.kind == D_RBC)
            t_do (t, "stand");
        }
      t_keep_story_on (t);
      rolled = t_do_rolling (t, "end", dice);
      while (!rolled && (t->st->pending.kind == D_LEAD || t->st->pending.kind == D_BATTLE_CARD))
        {
          g_autofree char *text = NULL;

          if (t->st->pending.kind == D_BATTLE_CARD)
            text = g_strdup ("no-battle-card");
          for (int j = 0; leads[j] && !text; j++)
            {
              g_autofree char *l = g_strdup_printf ("lead %s", leads[j]);

              if (t_can (t, l))
                text = g_steal_pointer (&l);
            }
          if (!text)
            text = t_find (t, "lead ");
          rolled = t_do_rolling (t, text, dice);
        }
      t_assert_narrates (t, k->total);
      /* The lead unit's step first: the 100th has one, and is gone. */
      g_assert_cmpint (t_where (t, "gb-100th"), !=, t_loc (t, "cornwall"));
      if (k->lost)
        {
          g_assert_cmpint (t->st->pending.kind, !=, D_LOSS);
          g_assert_cmpint (t_where (t, k->lost), ==, t_where (t, "gb-100th"));
          g_assert_cmpint (t_where (t, k->kept), !=, t_where (t, "gb-100th"));
          g_assert_cmpint (t_face (t, k->kept), ==, 1);
        }
      else
        {
          g_assert_cmpint (t->st->pending.kind, ==, D_LOSS);
          g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
          for (int j = 0; k->offered[j]; j++)
            {
              g_autofree char *loss = g_strdup_printf ("loss %s", k->offered[j]);

              g_assert_true (t_can (t, loss));
            }
          for (int j = 0; k->refused[j]; j++)
            {
              g_autofree char *loss = g_strdup_printf ("loss %s", k->refused[j]);

              g_assert_false (t_can (t, loss));
            }
        }
      t_free (t);
    }
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_data_func ("/madison/12.34/frigates-on-one-side-only", "12.34", test_naval_modifiers);
  g_test_add_data_func ("/madison/12.35/only-schooners-and-sloops", "12.35", test_naval_modifiers);
  g_test_add_func ("/madison/2.6/erie-fleet-retreats-to-huron", test_erie_fleet_retreats_to_huron);
  g_test_add_func ("/madison/2.6/erie-damaged-ship-to-huron", test_erie_damaged_ship_to_huron);
  g_test_add_func ("/madison/2.6/huron-first-or-erie", test_huron_first);
  g_test_add_func ("/madison/2.6/huron-first-british", test_huron_first_british);
  g_test_add_func ("/madison/2.6/fleet-return-erie-huron-one-lake", test_fleet_return_one_lake);
  g_test_add_func ("/madison/2.6/erie-ship-leaves-for-huron", test_erie_ship_leaves_for_huron);
  g_test_add_func ("/madison/10.52/fresh-before-reduced-in-battle", test_fresh_before_reduced);
  return g_test_run ();
}
