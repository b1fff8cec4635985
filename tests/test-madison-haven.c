/* test-madison-haven.c — Mr. Madison's War: ships and naval leaders that
 * must leave a town or come on elsewhere: ships alone with enemy land units
 * retreat to a friendly lakeside town of the owner's choice (9.61), else into
 * the box beside their own ships or are lost (9.62); a naval leader alone
 * there is captured and his replacement placed (3.42); a naval leader whose
 * arrival town the enemy controls comes on at another (14.43).  On Lake
 * Champlain: US towns Plattsburg, Burlington VT and Whitehall; British
 * St. Jean and Isle aux Noix. */
#include "test-madison-util.c"

/* 1813, `side` to play, an empty map. */
static T *
t_empty (int side)
{
  T *t = t_new ("1813-1814");

  t_clear (t);
  t_play_at (t, 4, side);
  return t;
}

/* 9.61: the British 8th enters Plattsburg where only Eagle and Macdonough
 * stand: the US chooses between Burlington VT and Whitehall (not
 * Plattsburg); Macdonough sails with the ship, uncaptured; the British move
 * goes on. */
static void
test_ships_leave_before_land_units (void)
{
  T *t = t_empty (MAD_GB);

  t_put (t, "gb-8th", "isle-aux-noix", 0);
  t_put (t, "us-eagle", "plattsburg", 0);
  t_put (t, "us-macdonough", "plattsburg", 0);
  t_march (t, "gb-8th", "isle-aux-noix", "plattsburg");
  g_assert_cmpint (t->st->pending.kind, ==, D_HAVEN);
  g_assert_cmpint (t->st->pending.side, ==, MAD_US);
  g_assert_true (t_can (t, "retreat burlington-vt"));
  g_assert_true (t_can (t, "retreat whitehall"));
  g_assert_false (t_can (t, "retreat plattsburg"));
  t_assert_narrates (t, "Enemy land units in Plattsburg");
  t_do (t, "retreat whitehall");
  t_assert_at (t, "us-eagle", "whitehall");
  t_assert_at (t, "us-macdonough", "whitehall");
  g_assert_cmpint (t_face (t, "us-macdonough"), ==, 0);
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  g_assert_cmpint (t->st->pending.side, ==, MAD_GB);
  t_free (t);
}

/* 3.42: Chauncey alone in Oswego when the British 8th enters from Sackets
 * Harbour is captured: the counter turns to his replacement, placed where
 * the US chooses.  Macdonough, who has no replacement side (3.42 names only
 * Perry, Chauncey, Yeo and Barclay), is removed from play (10.9). */
static void
test_naval_leader_captured_on_land (void)
{
  T *t = t_empty (MAD_GB);

  t_put (t, "gb-8th", "sackets-harbour", 0);
  t_put (t, "us-chauncey", "oswego", 0);
  t_march (t, "gb-8th", "sackets-harbour", "oswego");
  g_assert_cmpint (t->st->pending.kind, ==, D_HAVEN);
  g_assert_false (t_can (t, "retreat oswego"));
  g_assert_true (t_can (t, "retreat sackets-harbour"));
  t_do (t, "retreat ft-niagara");
  t_assert_at (t, "us-chauncey", "ft-niagara");
  g_assert_cmpint (t_face (t, "us-chauncey"), ==, 1);
  t_assert_narrates (t, "is captured: the counter turns to his replacement");
  t_free (t);

  t = t_empty (MAD_GB);
  t_put (t, "gb-8th", "isle-aux-noix", 0);
  t_put (t, "us-macdonough", "plattsburg", 0);
  t_march (t, "gb-8th", "isle-aux-noix", "plattsburg");
  g_assert_cmpint (t->st->pending.kind, ==, D_MOVE);
  g_assert_cmpint (t_where (t, "us-macdonough"), ==, t_loc (t, "removed"));
  t_assert_narrates (t, "Macdonough is captured and removed from play");
  t_free (t);
}

/* Positions where the owner has no choice, on Lake Champlain: the British
 * 8th marches from Isle aux Noix into Plattsburg, where US Eagle lies
 * (with Macdonough in some).  "piece@space" places a piece; after the march
 * each "piece@space" of `then` holds ("removed" for a piece out of play).
 * 9.61's other side: a US land unit in Plattsburg keeps the ship there (the
 * US decides on a retreat before combat instead).  One US town left
 * (Burlington VT held): the ship goes to Whitehall unasked.  9.62: every US
 * town held: Eagle joins the US ships in the box, Macdonough with her;
 * without any she is lost and Macdonough is captured (removed: no
 * replacement side, 3.42); damaged, she is lost even beside them (12.42). */
static void
test_no_choice (void)
{
  static const struct {
    const char *name;
    const char *put[5];
    const char *then[3];
    int pending, eagle_face;
  } cases[] = {
    { "own land unit", { "us-13th@plattsburg" }, { "us-eagle@plattsburg" }, D_RBC },
    { "one town", { "gb-100th@burlington-vt" }, { "us-eagle@whitehall" }, D_MOVE },
    { "no town, ships in the box", { "gb-100th@burlington-vt", "gb-104th@whitehall", "us-macdonough@plattsburg", "us-preble@lake-champlain" },
      { "us-eagle@lake-champlain", "us-macdonough@lake-champlain" }, D_MOVE },
    { "no town, none in the box", { "gb-100th@burlington-vt", "gb-104th@whitehall", "us-macdonough@plattsburg" },
      { "us-eagle@eliminated", "us-macdonough@removed" }, D_MOVE },
    /* 12.42: damaged, Eagle may not enter the box: lost beside the Preble. */
    { "no town, ships in the box, damaged", { "gb-100th@burlington-vt", "gb-104th@whitehall", "us-preble@lake-champlain" },
      { "us-eagle@eliminated", "us-preble@lake-champlain" }, D_MOVE, 1 },
  };

  for (guint i = 0; i < G_N_ELEMENTS (cases); i++)
    {
      T *t = t_empty (MAD_GB);

      g_test_message ("%s", cases[i].name);
      t_put (t, "gb-8th", "isle-aux-noix", 0);
      t_put (t, "us-eagle", "plattsburg", cases[i].eagle_face);
      for (int k = 0; k < 5 && cases[i].put[k]; k++)
        {
          g_auto (GStrv) at = g_strsplit (cases[i].put[k], "@", 2);

          t_put (t, at[0], at[1], 0);
        }
      t_march (t, "gb-8th", "isle-aux-noix", "plattsburg");
      g_assert_cmpint (t->st->pending.kind, ==, cases[i].pending);
      for (int k = 0; k < 3 && cases[i].then[k]; k++)
        {
          g_auto (GStrv) at = g_strsplit (cases[i].then[k], "@", 2);

          t_assert_at (t, at[0], at[1]);
        }
      t_free (t);
    }
}

/* 14.43: Downie is due at Isle aux Noix on turn 8 (1813-1814 scenario).
 * Held by a US unit: he comes on at St. Jean, the other British town of the
 * lake; St. Jean held too: he waits off the map; Isle aux Noix free: he
 * comes on there. */
static void
test_naval_leader_other_town (void)
{
  for (int held = 0; held < 3; held++)
    {
      T *t = t_empty (MAD_GB);
      int downie = t_piece (t, "gb-downie");
      int card = t_card_to_hand (t, 1, 14, "hand-gb");

      t_play_at (t, 7, MAD_GB);
      t_x (t)->arrive[downie] = 8;
      t_x (t)->arrive_at[downie] = t_loc (t, "isle-aux-noix");
      if (held >= 1)
        t_put (t, "us-13th", "isle-aux-noix", 0);
      if (held >= 2)
        t_put (t, "us-4th", "st-jean", 0);
      t_do_card (t, "hold", card);
      g_assert_cmpint (t->st->turn, ==, 8);
      if (held == 0)
        t_assert_at (t, "gb-downie", "isle-aux-noix");
      else if (held == 1)
        {
          t_assert_at (t, "gb-downie", "st-jean");
          t_assert_narrates (t, "Downie comes onto the map at St-Jean");
        }
      else
        {
          /* no friendly town: he keeps waiting, nothing comes on */
          g_assert_cmpint (t_where (t, "gb-downie"), ==, BH_OFFBOARD);
          g_assert_false (t_narrated (t, "Downie comes onto the map"));
        }
      t_free (t);
    }
}

/* 10.84: the 1st Rifles and the Light Artillery (detachments of 2) in
 * Oswego, the British 8th entering from Sackets Harbour and the 100th
 * holding Salina: no land retreat (10.72), so a retreat before combat goes
 * by water (10.81).  One schooner (room for one detachment, 11.35): the
 * other surrenders; two schooners: nobody does; Salina free: the retreat
 * goes there by land and nobody surrenders. */
static void
test_water_retreat_beyond_room (void)
{
  for (int variant = 0; variant < 3; variant++)
    {
      T *t = t_empty (MAD_GB);
      int removed = t_loc (t, "removed");
      int at_niagara;

      t_put (t, "gb-8th", "sackets-harbour", 0);
      if (variant != 2)
        t_put (t, "gb-100th", "salina", 0);
      t_put (t, "us-1st-rifles", "oswego", 0);
      t_put (t, "us-light-artillery", "oswego", 0);
      t_put (t, "us-julia", "oswego", 0);
      if (variant == 1)
        t_put (t, "us-hamilton", "oswego", 0);
      t_march (t, "gb-8th", "sackets-harbour", "oswego");
      g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
      t_do (t, "rbc");
      if (variant == 2)
        {
          t_assert_at (t, "us-1st-rifles", "salina");
          t_assert_at (t, "us-light-artillery", "salina");
          t_free (t);
          continue;
        }
      t_do (t, "retreat ft-niagara");
      t_assert_at (t, "us-julia", "ft-niagara");
      at_niagara = (t_where (t, "us-1st-rifles") == t_loc (t, "ft-niagara")) +
                   (t_where (t, "us-light-artillery") == t_loc (t, "ft-niagara"));
      g_assert_cmpint (at_niagara, ==, variant == 0 ? 1 : 2);
      g_assert_cmpint ((t_where (t, "us-1st-rifles") == removed) + (t_where (t, "us-light-artillery") == removed), ==,
                       variant == 0 ? 1 : 0);
      g_assert_cmpint (t_narrated (t, "finds no room aboard and surrenders"), ==, variant == 0);
      t_free (t);
    }
}

/* 10.84 with 11.35: a lone schooner carries a unit of size 1 or 2 only:
 * the 11th (3) and the 1st Rifles (2) retreat by water from Oswego with the
 * Julia; the Rifles go aboard, the 11th finds no room and surrenders. */
static void
test_water_retreat_schooner_size (void)
{
  T *t = t_empty (MAD_GB);

  t_put (t, "gb-8th", "sackets-harbour", 0);
  t_put (t, "gb-100th", "salina", 0);
  t_put (t, "us-11th", "oswego", 0);
  t_put (t, "us-1st-rifles", "oswego", 0);
  t_put (t, "us-julia", "oswego", 0);
  t_march (t, "gb-8th", "sackets-harbour", "oswego");
  g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
  t_do (t, "rbc");
  t_do (t, "retreat ft-niagara");
  t_assert_at (t, "us-1st-rifles", "ft-niagara");
  t_assert_at (t, "us-11th", "removed");
  t_free (t);
}

/* 10.84 with 11.35: the US 18th (combat size 3) at Oswego, its land
 * retreat closed (Salina British), retreats before the British 8th by
 * water: four schooners there carry it together to Ft. Niagara; three have
 * no room for it, so there is no retreat by water that carries anyone and
 * no retreat before combat at all (9.45: it stands). */
static void
test_water_retreat_four_schooners (void)
{
  static const char *const schooners[] = { "us-julia", "us-hamilton", "us-conquest", "us-scourge" };

  for (int n = 3; n <= 4; n++)
    {
      T *t = t_empty (MAD_GB);

      t_put (t, "gb-8th", "sackets-harbour", 0);
      t_put (t, "gb-100th", "salina", 0);
      t_put (t, "us-18th", "oswego", 0);
      for (int i = 0; i < n; i++)
        t_put (t, schooners[i], "oswego", 0);
      t_march (t, "gb-8th", "sackets-harbour", "oswego");
      g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
      if (n == 3)
        {
          g_assert_false (t_can (t, "rbc"));
          g_assert_true (t_can (t, "stand"));
          t_free (t);
          continue;
        }
      t_do (t, "rbc");
      t_do (t, "retreat ft-niagara");
      t_assert_at (t, "us-julia", "ft-niagara");
      t_assert_at (t, "us-18th", "ft-niagara");
      g_assert_false (t_narrated (t, "finds no room aboard and surrenders"));
      t_free (t);
    }
}

/* 9.47, 3.62, 11.33: Indians and Dragoons never retreat by water.  A force
 * at Oswego (lakeside, Lake Ontario) with its own ships, the enemy entering
 * from Sackets Harbour: it retreats before combat.  With Salina held by the
 * enemy no land retreat is left (10.72), so the retreat goes by water
 * (10.81) and the Indian or Dragoon unit, never carried, surrenders (10.84)
 * while the other sails; with Salina free the whole force walks there and
 * nobody is lost.  The ships have room for all (11.35), so only the rule
 * keeps the Indian or Dragoon ashore. */
typedef struct {
  const char *path;
  int mover;                    /* the side entering Oswego */
  const char *const *position;  /* besides the mover's unit at Sackets Harbour */
  const char *blocker;          /* the mover's unit at Salina, or NULL */
  const char *retreat;          /* the retreat chosen, or NULL for the only one */
  const char *sails, *stays;    /* the unit carried; the Indian or Dragoon */
  const char *stays_at;         /* where that one ends: "removed" or the land space */
} WaterRetreatCase;

static const char *const us_dragoons_at_oswego[] = {
  "us-1st-rifles oswego", "us-2nd-dragoons oswego", "us-julia oswego", "us-hamilton oswego", "us-conquest oswego", NULL
};
static const char *const gb_indians_at_oswego[] = {
  "gb-49th oswego", "gb-wyandot oswego", "gb-prince-regent oswego", "gb-melville oswego", NULL
};

static const WaterRetreatCase water_retreat_cases[] = {
  { "/madison/3.62/dragoons-never-retreat-by-water", MAD_GB, us_dragoons_at_oswego, "gb-100th", "retreat ft-niagara",
    "us-1st-rifles", "us-2nd-dragoons", "removed" },
  { "/madison/3.62/dragoons-retreat-by-land", MAD_GB, us_dragoons_at_oswego, NULL, NULL,
    "us-1st-rifles", "us-2nd-dragoons", "salina" },
  { "/madison/9.47/indians-never-retreat-by-water", MAD_US, gb_indians_at_oswego, "us-24th", "retreat kingston",
    "gb-49th", "gb-wyandot", "removed" },
};

static void
test_water_retreat_no_indians_no_dragoons (gconstpointer data)
{
  const WaterRetreatCase *k = data;
  T *t = t_empty (k->mover);
  const char *attacker = k->mover == MAD_GB ? "gb-8th" : "us-18th";
  gboolean by_water = g_str_equal (k->stays_at, "removed");

  for (int i = 0; k->position[i]; i++)
    t_put_spec (t, k->position[i]);
  t_put (t, attacker, "sackets-harbour", 0);
  if (k->blocker)
    t_put (t, k->blocker, "salina", 0);
  t_march (t, attacker, "sackets-harbour", "oswego");
  g_assert_cmpint (t->st->pending.kind, ==, D_RBC);
  t_do (t, "rbc");
  if (k->retreat)
    t_do (t, k->retreat);
  if (by_water)
    {
      /* The ships carried the one and left the other to surrender. */
      const char *to = k->retreat + strlen ("retreat ");

      t_assert_at (t, k->sails, to);
      t_assert_at (t, k->stays, "removed");
      t_assert_narrates (t, k->mover == MAD_GB ? "may not retreat by water and surrenders (3.62)"
                                               : "may not retreat by water and surrenders (9.47)");
    }
  else
    {
      t_assert_at (t, k->sails, k->stays_at);
      t_assert_at (t, k->stays, k->stays_at);
      g_assert_false (t_narrated (t, "surrenders"));
    }
  t_free (t);
}

/* 9.61 waits for the town's battle to end (haven.c's guard).  A recorded
 * random game (1813-1814, game seed 106, tests/data): Dearborn stands
 * alone with the Conquest in Smiths Creek, a British lakeside town, and
 * Sheaffe comes in with the Incorporated Militia: "The leaders in Smiths
 * Creek must retreat (9.53)".  The US is asked where, and may go by water
 * with the ship (10.82); had 9.61 sent the ship away first, Dearborn
 * would have had no way out (the referee's session-11 recheck5, B10: a
 * dead end). */
static void
test_leader_retreats_with_the_ships (void)
{
  T *t = t_new ("1813-1814");

  g_assert_cmpuint (t_replay_save (t, "madison-1813-106-retreat-by-water.blockhouse", "1813-1814", 369), ==, 369);
  t_assert_at (t, "us-dearborn", "smiths-creek");
  t_assert_at (t, "us-conquest", "smiths-creek");
  g_assert_true (t_can (t, "retreat sodus"));
  t_do (t, "retreat sodus");
  t_assert_at (t, "us-dearborn", "sodus");
  t_assert_at (t, "us-conquest", "sodus");
  t_free (t);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  g_test_add_func ("/madison/9.61/ships-leave-before-land-units", test_ships_leave_before_land_units);
  g_test_add_func ("/madison/9.62/no-choice", test_no_choice);
  g_test_add_func ("/madison/3.42/naval-leader-captured-on-land", test_naval_leader_captured_on_land);
  g_test_add_func ("/madison/10.84/water-retreat-beyond-room", test_water_retreat_beyond_room);
  g_test_add_func ("/madison/10.81/water-retreat-beyond-room", test_water_retreat_beyond_room);
  g_test_add_func ("/madison/10.84/water-retreat-four-schooners", test_water_retreat_four_schooners);
  g_test_add_func ("/madison/10.84/water-retreat-schooner-size", test_water_retreat_schooner_size);
  g_test_add_func ("/madison/9.45/water-retreat-four-schooners", test_water_retreat_four_schooners);
  for (guint i = 0; i < G_N_ELEMENTS (water_retreat_cases); i++)
    g_test_add_data_func (water_retreat_cases[i].path, &water_retreat_cases[i], test_water_retreat_no_indians_no_dragoons);
  g_test_add_func ("/madison/14.43/naval-leader-other-town", test_naval_leader_other_town);
  g_test_add_func ("/madison/9.61/leader-retreats-with-the-ships", test_leader_retreats_with_the_ships);
  return g_test_run ();
}
