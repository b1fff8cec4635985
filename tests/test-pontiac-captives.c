/* test-pontiac-captives.c — captives on their way (12.0, 10.1 "Captive
 * Movement"): the Nations' band walks its captives seven spaces a
 * movement phase to the village its player chose; released captives walk
 * with at least two healthy British FP to the nearest fort; guards in
 * battle (one Nations FP, two British FP) and captives left alone.
 * Distances are counted on the map's trails (board.xml): the ways are
 * written out in each case. */
#include "test-pontiac-util.c"

/* ---- the Nations' escort ---------------------------------------------------- */

/* Two Ottawa bands come from Lake Winnebago into the empty Fort Edward
 * Augustus (value 1) and raze it (11.11); the captive roll of 5 gives the
 * fort's value, 1 captive (12.0).  Two bands and six Ottawa villages: the
 * Nations choose the guard and the village. */
static T *
razed_edward_augustus (void)
{
  T *t = t_new_empty ("rising-1763");

  t_set_arms (t, 0);
  t_vp (t, 0, 0);
  t_raze_edward_augustus (t, 5);
  g_assert_cmpint (t_captives_at (t, "fort-edward-augustus"), ==, 1);
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  return t;
}

/* Fort Edward Augustus to Maumee Rapids (Ottawa) is 7 spaces: Lake
 * Winnebago, Milwaukee, Chicago Portage, Potawatomi St. Joseph, Kalamazoo,
 * Sauk Trail, Maumee Rapids.  Blanchard's Fork is one more. */
static void
test_escort_seven_spaces_arrive (void)
{
  T *t = razed_edward_augustus ();

  t_do (t, "escort ottawa-band-1.1 maumee-rapids");
  t_assert_at (t, "ottawa-band-1.1", "maumee-rapids");
  g_assert_cmpint (t_captives_at (t, "maumee-rapids"), ==, 1);
  g_assert_true (t_said (t, "walks 7 spaces"));
  /* The other band stays where the fort fell. */
  t_assert_at (t, "ottawa-band-1.2", "fort-edward-augustus");
  t_free (t);
}

static void
test_escort_eight_spaces_stop_short (void)
{
  T *t = razed_edward_augustus ();

  t_do (t, "escort ottawa-band-1.1 blanchards-fork");
  /* Seven spaces this phase: the band and its captive wait at Maumee
   * Rapids, one space short. */
  t_assert_at (t, "ottawa-band-1.1", "maumee-rapids");
  g_assert_cmpint (t_captives_at (t, "maumee-rapids"), ==, 1);
  g_assert_cmpint (t_captives_at (t, "blanchards-fork"), ==, 0);
  /* The guard walks with the captives, not with a force (12.0). */
  g_assert_false (t_can (t, "form maumee-rapids"));
  /* The next Nations movement phase it goes on and arrives. */
  t_at_phase (t, 3, "nations-movement-combat");
  t_assert_at (t, "ottawa-band-1.1", "blanchards-fork");
  g_assert_cmpint (t_captives_at (t, "blanchards-fork"), ==, 1);
  g_assert_cmpint (t_captives_at (t, "maumee-rapids"), ==, 0);
  /* Arrived, the band moves freely again. */
  g_assert_true (t_can (t, "form lake-winnebago") || t_can (t, "form fort-edward-augustus"));
  t_free (t);
}

/* The escort on its way attacked by the British: a band alone is the
 * guard; it defends itself and the captive escapes to the British, 1 VP
 * (12.0). */
static void
test_escort_attacked_captives_escape (void)
{
  T *t = razed_edward_augustus ();

  t_do (t, "escort ottawa-band-1.1 blanchards-fork");
  t_put_in (t, "sauk-trail", "regulars-2.1", "regulars-2.2", NULL);
  t_at_phase (t, 2, "british-movement-combat");
  t_do (t, "form sauk-trail");
  t_do (t, "move maumee-rapids");
  t_attack_if_asked (t);
  g_assert_cmpint (captives_freed (t), ==, 1);
  g_assert_cmpint (t_captives_at (t, "maumee-rapids"), ==, 0);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 1);
  t_free (t);
}

/* 10.1: captives in a village move to another village of the nation
 * without a band, seven spaces: L'Arbre Croche to Maumee Rapids is 7
 * (Grand Traverse, Manistee, Muskegon, Grand River, Kalamazoo, Sauk Trail,
 * Maumee Rapids), Blanchard's Fork 8.  Once a movement phase each. */
static void
test_captive_between_villages (void)
{
  T *t = t_new_empty ("rising-1763");

  t_put (t, "captive.1", "l-arbre-croche", 0);
  t_at_phase (t, 2, "nations-movement-combat");
  g_assert_false (t_can (t, "carry captive.1 blanchards-fork"));
  t_do (t, "carry captive.1 maumee-rapids");
  t_assert_at (t, "captive.1", "maumee-rapids");
  g_assert_false (t_has (t, "carry "));
  t_free (t);
}

/* 10.1: "When transferred to another nation, they must be escorted there
 * by one of that nation's war bands": two Ottawa captives in L'Arbre
 * Croche go to an Ojibwa village only with an Ojibwa band that stands
 * there and has not moved; it walks them there (12.0's seven spaces). */
static T *
transfer_setup (const char *band_from)
{
  T *t = t_new_empty ("rising-1763");

  t_put_in (t, "l-arbre-croche", "captive.1", "captive.2", "ottawa-band-1.1", NULL);
  t_put (t, "ojibwa-band-1.1", band_from, 0);
  t_at_phase (t, 2, "nations-movement-combat");
  return t;
}

static void
test_captives_to_another_nation (void)
{
  T *t = transfer_setup ("l-arbre-croche");
  int band = t_piece (t, "ojibwa-band-1.1");

  /* Never carried into another nation's village without its band. */
  g_assert_false (t_can (t, "carry captive.1 sault-ste-marie"));
  /* The Ottawa keep their own: no transfer to the Ottawa (args: village, nation, count). */
  g_assert_false (t_has (t, "transfer l-arbre-croche 7 "));
  g_assert_false (t_can (t, "transfer l-arbre-croche 6 3"));
  g_assert_true (t_can (t, "transfer l-arbre-croche 6 1"));
  t_do (t, "transfer l-arbre-croche 6 2");
  g_assert_true (t_said (t, "10.1"));
  /* The Nations choose the band and the Ojibwa village (12.0): six stand. */
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_NATIONS);
  g_assert_false (t_has (t, "escort ottawa-band-1.1 "));
  g_assert_false (t_can (t, "escort ojibwa-band-1.1 l-arbre-croche"));
  t_do (t, "escort ojibwa-band-1.1 saginaw");
  /* Saginaw is seven spaces away by the escort's way (12.0): band and
   * captives arrive at once, in a village of the Ojibwa. */
  g_assert_true (t_said (t, "the escort walks 7 spaces with the captives to Saginaw"));
  t_assert_at (t, "ojibwa-band-1.1", "saginaw");
  t_assert_at (t, "captive.1", "saginaw");
  t_assert_at (t, "captive.2", "saginaw");
  g_assert_cmpint (t->self->d->spaces[t_loc (t, "saginaw")].nation, ==, t->self->d->pieces[band].nation);
  g_assert_cmpint (t_captives_at (t, "l-arbre-croche"), ==, 0);
  g_assert_true (bh_state_const_pieces (t->st)[band].flags & F_MOVED);
  t_free (t);
}

/* A band that has moved this phase does not take them on. */
static void
test_transfer_needs_an_unmoved_band (void)
{
  T *t = transfer_setup ("grand-traverse");

  g_assert_false (t_has (t, "transfer "));
  t_do (t, "form grand-traverse");
  t_do (t, "move l-arbre-croche");
  if (t->st->pending.kind == D_MOVE)
    t_do (t, "stop");
  t_assert_at (t, "ojibwa-band-1.1", "l-arbre-croche");
  g_assert_false (t_has (t, "transfer "));
  t_free (t);
}

/* ---- the British escort of released captives -------------------------------- */

/* Three 1-FP Regulars stand in `where`; two captives in Credit River
 * (Mississauga), the nearest village; the Nations offer them, the British
 * accept, the roll of 5 releases all (12.0). */
static T *released_from (const char *where, gboolean razed_rice_lake, const char *village);

static T *
released_at (const char *where, gboolean razed_rice_lake)
{
  return released_from (where, razed_rice_lake, "credit-river");
}

/* released_at with the captives in `village`. */
static T *
released_from (const char *where, gboolean razed_rice_lake, const char *village)
{
  T *t = t_new_empty ("rising-1763");

  t_set_arms (t, 0);
  t_vp (t, 0, 0);
  if (razed_rice_lake)
    t_put (t, "razed-village.1", "rice-lake", 0);
  t_put_in (t, village, "captive.1", "captive.2", NULL);
  t_put_series (t, "regulars-1", 1, 3, where, 0);
  t_at_phase (t, 2, "british-movement-combat");
  g_assert_cmpint (t->st->pending.kind, ==, D_OFFER);
  t_do_found (t, "offer ");
  t_do_rolls (t, "accept", ROLLS (5));
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 2);
  g_assert_cmpint (t_captives_at (t, where), ==, 2);
  /* 3 healthy FP: the British choose at least two of them, or all. */
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  g_assert_cmpint (t->st->pending.side, ==, SIDE_BRITISH);
  return t;
}

/* Toronto Carrying Place to Fort Niagara is 7 spaces clear of villages:
 * Nottawasaga, Saugeen, Maitland, La Tranche, Grand River (Ontario),
 * Twelve Mile Creek, Fort Niagara.  Two 1-FP units escort; the captives
 * reach the fort and leave the map; the third unit stays. */
static void
test_release_escort_seven_spaces (void)
{
  T *t = released_at ("toronto-carrying-place", FALSE);

  t_do (t, "escort regulars-1.1 fort-niagara");
  /* One healthy FP is not yet the two the rule asks. */
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  t_do (t, "escort regulars-1.2 fort-niagara");
  t_assert_at (t, "regulars-1.1", "fort-niagara");
  t_assert_at (t, "regulars-1.2", "fort-niagara");
  t_assert_at (t, "regulars-1.3", "toronto-carrying-place");
  g_assert_cmpint (captives_freed (t), ==, 2);
  g_assert_cmpint (t_captives_at (t, "fort-niagara"), ==, 0);
  g_assert_cmpint (t_vp_of (t, SIDE_BRITISH), ==, 2);
  t_free (t);
}

/* Bushy Run is one space from Fort Pitt and one from Fort Ligonier (the
 * captives in Kuskusky, two spaces away): the
 * British choose which of the two nearest forts the captives walk to
 * (12.0 "the nearest fort"; the tie is theirs, referee re-check 4 M4). */
static void
test_release_escort_fort_tie (void)
{
  T *t = released_from ("bushy-run", FALSE, "kuskusky");

  g_assert_true (t_can (t, "escort-to fort-pitt"));
  g_assert_true (t_can (t, "escort-to fort-ligonier"));
  g_assert_false (t_can (t, "escort-to fort-bedford"));
  g_assert_false (t_has (t, "escort-all"));
  t_do (t, "escort-to fort-ligonier");
  g_assert_true (t_said (t, "Fort Ligonier"));
  g_assert_cmpint (t->st->pending.kind, ==, D_ESCORT);
  g_assert_false (t_has (t, "escort-to "));
  g_assert_false (t_can (t, "escort regulars-1.1 fort-pitt"));
  t_do (t, "escort-all");
  t_assert_at (t, "regulars-1.1", "fort-ligonier");
  g_assert_cmpint (captives_freed (t), ==, 2);
  t_free (t);

  /* The other fort, the other way. */
  t = released_from ("bushy-run", FALSE, "kuskusky");
  t_do (t, "escort-to fort-pitt");
  t_do (t, "escort regulars-1.1 fort-pitt");
  t_do (t, "escort regulars-1.2 fort-pitt");
  t_assert_at (t, "regulars-1.1", "fort-pitt");
  t_assert_at (t, "regulars-1.3", "bushy-run");
  t_free (t);
}

/* One nearest fort: nothing to choose (Toronto Carrying Place, Niagara). */
static void
test_release_escort_one_nearest (void)
{
  T *t = released_at ("toronto-carrying-place", FALSE);

  g_assert_false (t_has (t, "escort-to "));
  g_assert_true (t_has (t, "escort-all"));
  t_free (t);
}

/* Rice Lake (its village razed) is one space farther: the escort stops at
 * Twelve Mile Creek and arrives the next British movement phase. */
static void
test_release_escort_eight_spaces (void)
{
  T *t = released_at ("rice-lake", TRUE);

  t_do (t, "escort-all");
  t_assert_at (t, "regulars-1.3", "twelve-mile-creek");
  g_assert_cmpint (t_captives_at (t, "twelve-mile-creek"), ==, 2);
  t_at_phase (t, 3, "british-movement-combat");
  t_assert_at (t, "regulars-1.3", "fort-niagara");
  g_assert_cmpint (captives_freed (t), ==, 2);
  t_free (t);
}

/* A British force with captives attacked keeps two FP out as guards: of
 * three 1-FP Regulars one fights (1 die).  Two 1-FP guards alone: they
 * fight and the captives are recaptured (12.0). */
static void
british_guards_case (int regulars, int british_dice, gboolean recaptured)
{
  T *t = released_at ("rice-lake", TRUE);
  g_autofree char *dice = g_strdup_printf ("British roll %d di", british_dice);

  if (regulars == 3)
    t_do (t, "escort-all");
  else
    {
      t_do (t, "escort regulars-1.1 fort-niagara");
      t_do (t, "escort regulars-1.2 fort-niagara");
    }
  t_assert_at (t, "regulars-1.1", "twelve-mile-creek");
  t_put_in (t, "grand-river-ontario", "mississauga-band-2.1", "mississauga-band-2.2", NULL);
  t_at_phase (t, 3, "nations-movement-combat");
  t_do (t, "form grand-river-ontario");
  t_do (t, "move twelve-mile-creek");
  t_attack_if_asked (t);
  if (recaptured)
    g_assert_true (t_said (t, "the captives are recaptured"));
  else
    g_assert_true (t_said (t, "guards the captives"));
  g_assert_cmpint (t->st->pending.kind, ==, D_DEFEND);
  t_do_rolls (t, "fight", ROLLS (1, 1, 1, 1, 1, 1, 1, 1));
  g_assert_true (t_said (t, dice));
  t_free (t);
}

static void
test_british_guards_withheld (void)
{
  british_guards_case (3, 1, FALSE);
}

static void
test_british_guards_alone_recaptured (void)
{
  british_guards_case (2, 2, TRUE);
}

/* 12.0: "The Captives offered must be located in the nation nearest the
 * British Field Force."  A force at Peoria Lake: the Kickapoo Grand
 * Village 1 space away, the Piankeshaw's Vermilion 2, holding a captive.
 * With the Kickapoo village standing the Kickapoo are nearest (no captives:
 * no offer); razed, it is no longer theirs and the Piankeshaw are. */
static void
nearest_nation_case (gboolean kickapoo_razed)
{
  T *t = t_new ("rising-1763");
  int captive = bh_game_data_find_unit_type (t->data, "captive");
  g_autofree char *offer = g_strdup_printf ("offer peoria-lake %d", bh_game_data_find_nation (t->data, "piankeshaw"));

  t_clear_map (t);
  pontiac_move_piece (&t->c, bh_game_data_get_unit_type (t->data, captive)->first_piece, t_loc (t, "vermilion"));
  if (kickapoo_razed)
    pontiac_place_marker (&t->c, PC_RAZED_VILLAGE, t_loc (t, "kickapoo-grand-village"));
  t_put (t, "regulars-2.1", "peoria-lake", 0);
  t_vp (t, 0, 0);
  t_at_phase (t, 2, "british-movement-combat");
  g_assert_cmpint (t->st->pending.kind == D_OFFER, ==, kickapoo_razed);
  if (kickapoo_razed)
    g_assert_true (t_can (t, offer));
  t_free (t);
}

static void
test_nearest_nation_razed_village (void)
{
  nearest_nation_case (TRUE);
}

static void
test_nearest_nation_standing_village (void)
{
  nearest_nation_case (FALSE);
}

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  g_test_add_func ("/pontiac/12.0/escort-7-spaces-arrives", test_escort_seven_spaces_arrive);
  g_test_add_func ("/pontiac/12.0/escort-8-spaces-stops-short", test_escort_eight_spaces_stop_short);
  g_test_add_func ("/pontiac/12.0/escort-attacked-captives-escape", test_escort_attacked_captives_escape);
  g_test_add_func ("/pontiac/10.1/captive-between-villages-7-spaces", test_captive_between_villages);
  g_test_add_func ("/pontiac/10.1/captives-to-another-nation", test_captives_to_another_nation);
  g_test_add_func ("/pontiac/10.1/transfer-needs-an-unmoved-band", test_transfer_needs_an_unmoved_band);
  g_test_add_func ("/pontiac/12.0/release-escort-7-spaces", test_release_escort_seven_spaces);
  g_test_add_func ("/pontiac/12.0/release-escort-8-spaces", test_release_escort_eight_spaces);
  g_test_add_func ("/pontiac/12.0/release-escort-nearest-fort-tie-chosen", test_release_escort_fort_tie);
  g_test_add_func ("/pontiac/12.0/release-escort-one-nearest-fort", test_release_escort_one_nearest);
  g_test_add_func ("/pontiac/12.0/british-guards-withheld-2-fp", test_british_guards_withheld);
  g_test_add_func ("/pontiac/12.0/british-guards-alone-recaptured", test_british_guards_alone_recaptured);
  g_test_add_func ("/pontiac/12.0/release-nearest-nation-razed-village-not-counted", test_nearest_nation_razed_village);
  g_test_add_func ("/pontiac/12.0/release-nearest-nation-standing-village", test_nearest_nation_standing_village);
  return g_test_run ();
}
