/* test-madison-openings.c — each scenario's opening checked line by line
 * against what the rulebook fixes (5.0-7.2, 2.73, 3.12, 3.37, 14.41).  The
 * state right after setup is described as lines (the turn, who decides
 * what, the hands, where the card piles stand, the DOW and the Treaty,
 * the C-class regulars, naval leaders and forts on the map, the ships
 * still to come); each expected line was written from the rule named
 * beside it, not from the program.  The rulebook's Set Up cards are not in
 * its text (the positions are reconstructed, docs/data/madison.md), so
 * the scenarios' positions are not checked, only what the rules say of
 * them; the two later scenarios are not in the rulebook at all, so only
 * what its rules of the year they open in fix (the deal, the piles, the
 * first player of 1814) is. */
#include "test-madison-util.c"
#include "test-opening-lines.c"

static const char *
box_id (T *t, int loc)
{
  static char id[64];
  g_autofree char *s = loc == BH_OFFBOARD ? g_strdup ("off") : bh_game_data_dup_location_id (t->data, loc);

  g_strlcpy (id, s, sizeof id);
  return id;
}

static GPtrArray *
describe (T *t)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  const MadData *d = t->self->d;
  const BhPieceState *pc = bh_state_pieces (t->st);
  static const char *const decisions[] = { [D_PREWAR] = "keep or play the card drawn", [D_PLAY] = "play a card",
                                           [D_REINFORCE] = "hold reinforcements back" };
  int naval_leaders = 0, prewar_cards = 0;

  opening_add (lines, g_strdup_printf ("turn %d", t->st->turn));
  opening_add (lines, g_strdup_printf ("vp %d", bh_state_markers (t->st)[d->m_vp]));
  opening_add (lines, g_strdup_printf ("%s to %s", t->st->pending.side == MAD_US ? "us" : "gb",
                                       t->st->pending.kind < (int) G_N_ELEMENTS (decisions) && decisions[t->st->pending.kind]
                                         ? decisions[t->st->pending.kind] : "?"));
  opening_add (lines, g_strdup_printf ("us hand %d", mad_hand_count (&t->c, MAD_US)));
  opening_add (lines, g_strdup_printf ("gb hand %d", mad_hand_count (&t->c, MAD_GB)));
  for (int y = 0; y < 3; y++)
    if (bh_state_count_at (t->st, d->pile[y]) == 0)
      opening_add (lines, g_strdup_printf ("pile-%d empty", 1812 + y));
  opening_add (lines, g_strdup_printf ("dow in %s", box_id (t, pc[d->dow].location)));
  opening_add (lines, g_strdup_printf ("treaty in %s", box_id (t, pc[d->treaty].location)));
  for (guint p = 0; p < d->n_pieces; p++)
    {
      const MadPiece *m = &d->pieces[p];
      int loc = pc[p].location;

      if (m->kind == PK_CARD && m->year == 12 && (loc == d->prewar_deck || loc == d->hand[0] || loc == d->hand[1]))
        prewar_cards++;
      if (loc == BH_OFFBOARD || loc >= (int) d->n_spaces)
        {
          /* 14.41: the naval units still to come. */
          if (m->kind == PK_SHIP && t_x (t)->arrive[p])
            opening_add (lines, g_strdup_printf ("%s %s due turn %d", m->side ? "gb" : "us", m->ship_type == 0 ? "schooner" : "ship",
                                                 t_x (t)->arrive[p] & MAD_ARRIVE_TURN));
          continue;
        }
      naval_leaders += m->kind == PK_NAVAL_LEADER;
      if (m->kind == PK_UNIT && m->regular && m->quality[MIN (pc[p].face, 1)] == 1)
        opening_add (lines, g_strdup_printf ("class C regular at %s, %d factors", box_id (t, loc), mad_strength (&t->c, p)));
    }
  if (t_x (t)->prewar)
    opening_add (lines, g_strdup_printf ("pre-war cards %d", prewar_cards));
  opening_add (lines, g_strdup_printf ("naval leaders on the map %d", naval_leaders));
  opening_add (lines, g_strdup_printf ("fort at kingston %s", mad_fort_value (&t->c, t_loc (t, "kingston")) > 0 ? "yes" : "no"));
  opening_add (lines, g_strdup_printf ("fort at sackets-harbour %s",
                                       mad_fort_value (&t->c, t_loc (t, "sackets-harbour")) > 0 ? "yes" : "no"));
  if (!t_x (t)->prewar)
    opening_add (lines, g_strdup_printf ("first player %s", t_x (t)->first == MAD_US ? "us" : "gb"));
  g_ptr_array_sort (lines, opening_cmp);
  return lines;
}

typedef struct {
  const char *scenario;
  guint64 seed;
  const char *const *expected;
  const char *const *ignored;
} Opening;

/* What 1812 opens with whoever draws what (5.1, 5.2, 2.73, 3.12, 3.37,
 * 14.41). */
#define OPENING_1812 \
  "turn 1",                                     /* 6.33: Spring-Summer 1812 */ \
  "vp 0",                                       /* 5.1 */ \
  "treaty in pile-1814",                        /* 5.2: the 1814 deck waits */ \
  "class C regular at detroit, 2 factors",      /* 3.12 */ \
  "class C regular at ft-mackinac, 1 factors",  /* 3.12 */ \
  "naval leaders on the map 0",                 /* 3.37 */ \
  "fort at kingston no", "fort at sackets-harbour no",  /* 2.73 */ \
  "us schooner due turn 2"                      /* 14.41: only US schooners, the second half of 1812 */

/* Seed 2: the US draws a card other than the DOW and decides (6.2 step
 * 3); 13 cards and the DOW are in the Pre-war Deck or his hand (step 2). */
static const char *const entire_war[] = {
  OPENING_1812,
  "us to keep or play the card drawn",          /* 6.2 step 3: the US draws first */
  "us hand 1", "gb hand 0",
  "pre-war cards 14",                           /* 6.2 step 2 */
  "dow in prewar-deck",
  NULL
};

/* Seed 1: the US's first card is the DOW: the sequence ends (step 5), the
 * British draw first up to 7 (step 6, 6.31), the US up to 7 with the DOW
 * counted, and the British, who did not draw it, play first (6.33). */
static const char *const entire_war_dow_first[] = {
  OPENING_1812,
  "gb to play a card", "first player gb",       /* 6.33 */
  "gb hand 7", "us hand 6",                     /* 6.31: the DOW counts in the US 7 */
  "dow in discard",                             /* revealed, face up */
  NULL
};

static const char *const y1813[] = {
  "turn 4",                                     /* Spring-Summer 1813 */
  "us hand 8", "gb hand 8",                     /* 7.21 */
  "pile-1812 empty",                            /* 5.2, 7.24 */
  "treaty in pile-1814",                        /* 5.2 */
  "fort at kingston yes", "fort at sackets-harbour yes",  /* 2.73: built in the second half of 1812 */
  NULL
};

static const char *const y1814[] = {
  "turn 7",                                     /* Spring-Summer 1814 */
  "first player gb",                            /* 7.33: the British first in 1814 */
  "us hand 9", "gb hand 9",                     /* 7.21, 7.25 step 2 */
  "pile-1812 empty", "pile-1813 empty",         /* 5.2, 7.24 */
  "treaty in pile-1814",                        /* 7.25 step 3: back in the deck after the deal */
  "fort at kingston yes", "fort at sackets-harbour yes",
  NULL
};

/* The later scenarios are not in the rulebook: their VP and positions are
 * reconstructed, the 1812 cards (the DOW with them) out of the game; the
 * first player of 1813 is rolled (7.33); the first decision of 1814 may be
 * the Mutual Fleet Return Phase before the first card (A9). */
static const char *const later_ignored[] = { "us to ", "gb to ", "vp ", "class C", "naval leaders", "dow in", "first player", NULL };
static const char *const y1814_ignored[] = { "us to ", "gb to ", "vp ", "class C", "naval leaders", "dow in", NULL };

static const Opening openings[] = {
  { "entire-war", 2, entire_war, NULL },
  { "entire-war", 1, entire_war_dow_first, NULL },
  { "1813-1814", 1, y1813, later_ignored },
  { "1814", 1, y1814, y1814_ignored },
};

static void
test_opening (gconstpointer data)
{
  const Opening *o = data;
  T *t = t_new_seed (o->scenario, o->seed);
  g_autoptr(GPtrArray) lines = describe (t);

  if (g_getenv ("T_LINES"))
    for (guint i = 0; i < lines->len; i++)
      g_printerr ("%s\n", (char *) g_ptr_array_index (lines, i));
  opening_check (lines, o->expected, NULL, NULL, o->ignored);
  t_free (t);
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (openings); i++)
    {
      g_autofree char *path = g_strdup_printf ("/madison/5.0/opening-%s-seed-%" G_GUINT64_FORMAT, openings[i].scenario,
                                               openings[i].seed);

      g_test_add_data_func (path, &openings[i], test_opening);
    }
  return g_test_run ();
}
