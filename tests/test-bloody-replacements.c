/* test-bloody-replacements.c — A Dark and Bloody Ground: the replacement
 * leader who takes a fallen named leader's place (10.5.3, 10.6.2): an NA
 * replacement leads the dead leader's nation, a militia leader's
 * replacement is of his state (14.0.7).  Driven through player actions.
 * Paths /bloodyground/N.N/what.
 *
 * The test registers the rules type itself, whatever the built-in registry. */
#include "test-bloody-util.c"

typedef struct {
  const char *path;
  int side;                  /* the assassin */
  const char *leader, *area;
  const char *units[3];      /* his units there, NULL-ended */
  int die;
  const char *replacement;   /* who takes his place */
  const char *not_this;      /* a replacement that must not, or NULL */
} ReplacementCase;

/* 10.5.3 and the counters' note: replacements "take the nation of the
 * leader they replace", and a militia leader's replacement is of his
 * state (14.0.7).  The US assassinates Little Turtle (CR 3: a 6 is more
 * than 3 + 2, 9.2.3) with two Miami warriors at Eel River: his replacement,
 * activated by the NA, leads them (9.3).  The NA assassinates Darke
 * (Virginia, CR 1: a 4 is more than 1 + 2) at Kanawha Valley: the Virginia
 * replacement comes, not the Kentucky one first in line. */
static const ReplacementCase replacement_cases[] = {
  { "/bloodyground/10.5.3/replacement/takes-the-nation", 0, "little-turtle", "eel-river",
    { "warrior-miami.1", "warrior-miami.2", NULL }, 6, "na-replacement.1", NULL },
  { "/bloodyground/10.5.3/replacement/militia-same-state", 1, "darke", "kanawha-valley",
    { "militia-virginia.1", NULL }, 4, "militia-replacement-virginia", "militia-replacement-kentucky" },
};

static void
test_replacement (gconstpointer data)
{
  const ReplacementCase *k = data;
  T *t = t_atrocity_position ("campaign-for-ohio", k->side);
  g_autofree char *assassinate = g_strdup_printf ("assassinate %s", k->leader);

  for (int i = 0; k->units[i] != NULL; i++)
    t_put (t, k->units[i], k->area, 0);
  t_put (t, k->leader, k->area, 0);
  t_do_rolls (t, assassinate, ROLLS (k->die));
  g_assert_true (t_at (t, k->leader, "eliminated"));
  g_assert_true (t_at (t, k->replacement, k->area));
  if (k->not_this != NULL)
    g_assert_false (t_at (t, k->not_this, k->area));
  if (k->side == 0)
    {
      /* The NA's turn: the replacement leads the nation's warriors. */
      g_autofree char *activate = g_strdup_printf ("activate %s", k->replacement);

      g_assert_cmpint (t->st->pending.side, ==, 1);
      t_do (t, activate);
      for (int i = 0; k->units[i] != NULL; i++)
        g_assert_true (t_x (t)->in_force[t_piece (t, k->units[i])]);
    }
  t_free (t);
}

/* ---- 10.6.2 where the replacement is placed ------------------------------------------- */

typedef struct {
  const char *path;
  int side;                  /* the assassin */
  const char *leader, *area;
  const char *with_him;      /* his unit where he falls, or NULL */
  const char *elsewhere, *there;  /* another friendly unit and its area */
  const char *replacement;
  const char *goes_to;       /* the owner's choice, or NULL: no choice */
  const char *ends_at;       /* where the replacement stands after */
} PlacementCase;

/* 10.6.2: "Replacement leader units are placed with any friendly unit".
 * With the dead leader's own warriors and another friendly unit elsewhere
 * the owner chooses between the two areas (never an empty one), even on
 * the other side's turn; with none left where he fell the one friendly
 * area is the only place, taken with no question; with units only where he
 * fell he stays there.  A militia replacement goes only where militia
 * of his state are, as he "must always be stacked" with them (14.0.7):
 * with a regular elsewhere he has no choice. */
static const PlacementCase placement_cases[] = {
  { "/bloodyground/10.6.2/replacement-placed/na-chooses-elsewhere", 0, "little-turtle", "eel-river",
    "warrior-miami.1", "warrior-shawnee.1", "grand-glaize", "na-replacement.1", "grand-glaize", "grand-glaize" },
  { "/bloodyground/10.6.2/replacement-placed/na-chooses-where-he-fell", 0, "little-turtle", "eel-river",
    "warrior-miami.1", "warrior-shawnee.1", "grand-glaize", "na-replacement.1", "eel-river", "eel-river" },
  { "/bloodyground/10.6.2/replacement-placed/us-chooses-elsewhere", 1, "darke", "kanawha-valley",
    "militia-virginia.1", "militia-virginia.2", "marietta", "militia-replacement-virginia", "marietta", "marietta" },
  { "/bloodyground/10.6.2/replacement-placed/militia-only-with-his-state", 1, "darke", "kanawha-valley",
    "militia-virginia.1", "us-regular.1", "marietta", "militia-replacement-virginia", NULL, "kanawha-valley" },
  { "/bloodyground/10.6.2/replacement-placed/none-where-he-fell", 0, "little-turtle", "eel-river",
    NULL, "warrior-shawnee.1", "grand-glaize", "na-replacement.1", NULL, "grand-glaize" },
  { "/bloodyground/10.6.2/replacement-placed/none-elsewhere", 0, "little-turtle", "eel-river",
    "warrior-miami.1", NULL, NULL, "na-replacement.1", NULL, "eel-river" },
};

static void
test_placement (gconstpointer data)
{
  const PlacementCase *k = data;
  T *t = t_atrocity_position ("campaign-for-ohio", k->side);
  g_autofree char *assassinate = g_strdup_printf ("assassinate %s", k->leader);
  g_autofree char *here = g_strdup_printf ("replace-at %s %s", k->replacement, k->area);
  g_autofree char *there = g_strdup_printf ("replace-at %s %s", k->replacement, k->there);
  g_autofree char *empty = g_strdup_printf ("replace-at %s kekionga", k->replacement);
  g_autofree char *choice = g_strdup_printf ("replace-at %s %s", k->replacement, k->goes_to);
  g_autofree char *said = g_strdup_printf ("%s is placed at", k->side == 0 ? "Native American replacement leader" : "Virginia replacement militia leader");

  if (k->with_him != NULL)
    t_put (t, k->with_him, k->area, 0);
  if (k->elsewhere != NULL)
    t_put (t, k->elsewhere, k->there, 0);
  t_put (t, k->leader, k->area, 0);
  t_do_rolls (t, assassinate, ROLLS (6));
  g_assert_true (t_at (t, k->leader, "eliminated"));
  if (k->goes_to != NULL)
    {
      g_assert_cmpint (t->st->pending.kind, ==, D_REPLACE);
      g_assert_cmpint (t->st->pending.side, ==, 1 - k->side);   /* the owner */
      g_assert_true (t_can (t, here));
      g_assert_true (t_can (t, there));
      g_assert_false (t_can (t, empty));
      t_do (t, choice);
    }
  g_assert_cmpint (t->st->pending.kind, !=, D_REPLACE);
  if (!t_at (t, k->replacement, k->ends_at))
    g_error ("%s is not at %s; the log says\n%s", k->replacement, k->ends_at, t->narration);
  if (k->with_him == NULL || k->elsewhere == NULL)
    g_assert_true (t_said (t, said));
  t_free (t);
}

/* ---- 15.4.5 VPs of an assassination ------------------------------------------------- */

typedef struct {
  const char *path;
  int us_vp, die;
  int us_after, na_after;
} AssassinVpCase;

/* 15.4.5: "VPs for each enemy leader unit eliminated ... equal to the
 * leader's rank", "-1 VP for each failed assassination attempt", and "any
 * victory point loss that would require a player's VP drop below 0 is
 * instead awarded to the opponent".  The US tries to assassinate Little
 * Turtle (CR 3, rank 3; counters.xml) at Eel River, the NA at 5 VPs: a 6
 * exceeds 3 by more than two (9.2.3): +3; a 5 fails: 1 VP becomes 0, and
 * at 0 the NA gains the 1. */
static const AssassinVpCase assassin_vp_cases[] = {
  { "/bloodyground/15.4.5/assassination/leader-rank", 5, 6, 8, 5 },
  { "/bloodyground/15.4.5/assassination/failed-1-to-0", 1, 5, 0, 5 },
  { "/bloodyground/15.4.5/assassination/failed-at-0-to-the-opponent", 0, 5, 0, 6 },
};

static void
test_assassin_vp (gconstpointer data)
{
  const AssassinVpCase *k = data;
  T *t = t_atrocity_position ("campaign-for-ohio", 0);

  t_vp (t, k->us_vp, 5);
  t_put (t, "warrior-miami.1", "eel-river", 0);
  t_put (t, "little-turtle", "eel-river", 0);
  t_do_rolls (t, "assassinate little-turtle", ROLLS (k->die));
  g_assert_cmpint (t_at (t, "little-turtle", "eliminated"), ==, k->die == 6);
  g_assert_cmpint (t_x (t)->vp[0], ==, k->us_after);
  g_assert_cmpint (t_x (t)->vp[1], ==, k->na_after);
  t_free (t);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  bh_rules_register ("bloodyground", BH_TYPE_BLOODY_RULES);
  for (guint i = 0; i < G_N_ELEMENTS (replacement_cases); i++)
    g_test_add_data_func (replacement_cases[i].path, &replacement_cases[i], test_replacement);
  for (guint i = 0; i < G_N_ELEMENTS (assassin_vp_cases); i++)
    g_test_add_data_func (assassin_vp_cases[i].path, &assassin_vp_cases[i], test_assassin_vp);
  for (guint i = 0; i < G_N_ELEMENTS (placement_cases); i++)
    g_test_add_data_func (placement_cases[i].path, &placement_cases[i], test_placement);
  return g_test_run ();
}
