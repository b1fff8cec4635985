/* test-pontiac-openings.c — each scenario's opening checked line by line
 * against the rulebook's set-up (20.0, 21.1, 21.2).  The state right after
 * setup is described as lines (the turn, the markers, the hands, the cards
 * in play, the FP of every nation and British unit type on the map, the
 * leaders, where a side stands when the text fixes it); each expected line
 * was written from the rule named beside it, not from the program.  Where
 * the text leaves a position to the player (A's illustration, E's "any
 * combination", the villages of 21.2) only the totals are checked. */
#include "test-pontiac-util.c"
#include "test-opening-lines.c"

static char *
type_id (T *t, int p)
{
  return g_strdup (bh_game_data_get_unit_type (t->data, t->self->d->pieces[p].type)->id);
}

/* The opening as lines; `where` adds the spaces each side stands in. */
static GPtrArray *
describe (T *t, gboolean where)
{
  GPtrArray *lines = g_ptr_array_new_with_free_func (g_free);
  const PontiacData *d = t->self->d;
  int nation_fp[PONTIAC_MAX_NATIONS] = { 0 };
  GHashTable *british = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  int captives[PONTIAC_MAX_NATIONS + 1] = { 0 };

  opening_add (lines, g_strdup_printf ("turn %d", t->st->turn));
  opening_add (lines, g_strdup_printf ("last turn %d", t->c.sc->last_turn));
  opening_add (lines, g_strdup_printf ("arms %d", t_arms (t)));
  opening_add (lines, g_strdup_printf ("vp nations %d british %d", t_vp_of (t, SIDE_NATIONS), t_vp_of (t, SIDE_BRITISH)));
  opening_add (lines, g_strdup_printf ("guineas %d", bh_state_markers (t->st)[d->m_guineas]));
  for (int side = 0; side < 2; side++)
    {
      GString *cards = g_string_new (NULL);
      int hand = 0, nums[64], n = 0;

      FOR_PIECES_AT (&t->c, d->box_hand[side], p)
        hand++;
      for (guint p = 0; p < d->n_pieces; p++)
        if (d->pieces[p].klass == PC_CARD && d->pieces[p].side == side && n < 64
            && (bh_state_pieces (t->st)[p].location == d->box_hand[side]
                || bh_state_pieces (t->st)[p].location == d->box_deck[side]))
          nums[n++] = d->pieces[p].number;
      for (int i = 0; i < n; i++)
        for (int j = i + 1; j < n; j++)
          if (nums[j] < nums[i])
            {
              int x = nums[i];

              nums[i] = nums[j];
              nums[j] = x;
            }
      for (int i = 0; i < n; i++)
        g_string_append_printf (cards, "%s%d", i ? "," : "", nums[i]);
      opening_add (lines, g_strdup_printf ("%s hand %d", side ? "british" : "nations", hand));
      opening_add (lines, g_strdup_printf ("%s cards %s", side ? "british" : "nations", cards->str));
      g_string_free (cards, TRUE);
    }
  for (guint s = 0; s < d->n_spaces; s++)
    {
      g_autofree char *space = bh_game_data_dup_location_id (t->data, s);

      if (pontiac_marker_at (&t->c, s, PC_SIEGE) >= 0)
        opening_add (lines, g_strdup_printf ("siege %s", space));
      if (pontiac_marker_at (&t->c, s, PC_RAZED_FORT) >= 0)
        opening_add (lines, g_strdup_printf ("razed fort %s", space));
      FOR_PIECES_AT (&t->c, s, p)
        {
          const PontiacPieceInfo *pi = &d->pieces[p];
          g_autofree char *id = type_id (t, p);

          /* Captives by the nation whose village holds them (12.0). */
          if (pi->klass == PC_CAPTIVE)
            captives[d->spaces[s].nation == PONTIAC_NONE ? PONTIAC_MAX_NATIONS : d->spaces[s].nation]++;
          if (!pontiac_is_military (&t->c, p))
            continue;
          if (where)
            opening_add (lines, g_strdup_printf ("%s in %s", pi->side ? "british" : "nations", space));
          if (pi->side == SIDE_NATIONS && pontiac_is_unit (&t->c, p))
            nation_fp[pi->nation] += pi->printed_fp;
          else if (pi->side == SIDE_NATIONS || pontiac_is_leader (&t->c, p))
            opening_add (lines, g_strdup_printf ("leader %s", id));
          else
            {
              const char *base = bh_props_lookup (bh_game_data_get_unit_type (t->data, pi->type)->props, "base-type");
              char *key = g_strdup (base ? base : id);
              int v = GPOINTER_TO_INT (g_hash_table_lookup (british, key));

              g_hash_table_replace (british, key, GINT_TO_POINTER (v + (pontiac_is_unit (&t->c, p) ? pi->printed_fp : 1)));
            }
        }
    }
  for (guint n = 0; n < d->n_nations; n++)
    if (nation_fp[n] > 0)
      opening_add (lines, g_strdup_printf ("%s fp %d", bh_game_data_get_nation (t->data, n)->id, nation_fp[n]));
  {
    GHashTableIter it;
    gpointer k, v;

    g_hash_table_iter_init (&it, british);
    while (g_hash_table_iter_next (&it, &k, &v))
      opening_add (lines, g_strdup_printf ("british %s %d", (char *) k, GPOINTER_TO_INT (v)));
  }
  for (guint n = 0; n < d->n_nations; n++)
    if (captives[n] > 0)
      opening_add (lines, g_strdup_printf ("captives %s %d", bh_game_data_get_nation (t->data, n)->id, captives[n]));
  if (captives[PONTIAC_MAX_NATIONS] > 0)
    opening_add (lines, g_strdup_printf ("captives outside a village %d", captives[PONTIAC_MAX_NATIONS]));
  g_hash_table_unref (british);
  g_ptr_array_sort (lines, opening_cmp);
  return lines;
}

typedef struct {
  const char *scenario;
  gboolean where;
  const char *const *expected;
} Opening;

/* 20.0: the starter decks of every introductory scenario. */
#define STARTERS \
  "nations cards 7,8,10,11,12,13,17,19,24,25,30,36,41,43,46", \
  "british cards 53,54,56,59,60,64,66,67,74,82,84,85,91,93,94"

/* 21.1-21.4: the whole British deck, shuffled (7.0: cards #51-100). */
#define WHOLE_BRITISH_DECK \
  "british cards 51,52,53,54,55,56,57,58,59,60,61,62,63,64,65,66,67,68,69,70,71,72,73,74,75," \
  "76,77,78,79,80,81,82,83,84,85,86,87,88,89,90,91,92,93,94,95,96,97,98,99,100"

/* 21.3 and 21.4 both begin with these eleven forts razed. */
#define ELEVEN_RAZED_FORTS \
  "razed fort fort-edward-augustus", "razed fort fort-st-joseph", "razed fort fort-miami", \
  "razed fort fort-ouiatenon", "razed fort fort-michilimackinac", "razed fort fort-sandusky", \
  "razed fort fort-venango", "razed fort fort-le-boeuf", "razed fort fort-presque-isle", \
  "razed fort fort-ligonier", "razed fort fort-dinwiddie"

/* Lines 20.0 sets for A-D: turns 2-3 (Summer-Fall 1763, turn 1 being
 * Spring 1763), 3 Arms, 0 VP each, three-card hands, no Guineas. */
#define INTRO_AD \
  "turn 2", "last turn 3", "arms 3", "vp nations 0 british 0", "guineas 0", \
  "nations hand 3", "british hand 3", STARTERS

static const char *const a_lines[] = {
  INTRO_AD,
  "ottawa fp 2", "leader sachem-breton",                     /* 20.0 A: Ottawa */
  "ojibwa fp 4", "leader sachem-minavavana",                 /* 20.0 A: Ojibwa */
  "british royal-americans 1", "british supply 1",           /* 20.0 A: British */
  "leader officer-etherington",
  NULL
};

static const char *const b_lines[] = {
  INTRO_AD,
  "mingo fp 2", "leader sachem-guyasuta",                    /* 20.0 B */
  "ojibwa fp 2", "leader sachem-minavavana",
  "seneca fp 2", "leader sachem-tahaiadoris",
  "shawnee fp 2", "leader sachem-hokolesqua",
  "british regulars 2", "british militia 2", "british supply 2", "leader officer-ecuyer",
  "siege fort-pitt",                                         /* 20.0 B: a Siege marker */
  "nations in fort-pitt", "british in fort-pitt",            /* 20.0 B: all in or on Fort Pitt */
  NULL                                                       /* (the Ottawa come on turn 2) */
};

static const char *const c_lines[] = {
  INTRO_AD,
  "lenape fp 2", "leader sachem-teedyuscung",                /* 20.0 C */
  "mingo fp 2", "leader sachem-guyasuta",
  "ojibwa fp 4", "leader sachem-minavavana",
  "seneca fp 2", "leader sachem-tahaiadoris",
  "british black-watch 6", "british royal-americans 2", "british militia 2",
  "british indian-allies 1", "british artillery 1", "british supply 2",
  "leader officer-bouquet", "leader officer-rogers",
  "nations in fort-pitt",                                    /* 20.0 C: the "C" space Fort Pitt */
  "british in bushy-run",                                    /* 20.0 C: the Bushy Run "C" space */
  NULL
};

static const char *const d_lines[] = {
  INTRO_AD,
  "seneca fp 8", "leader sachem-honeywus",                   /* 20.0 D */
  "british regulars 2", "british militia 2", "british supply 4",
  "british in devils-hole",                                  /* 20.0 D: the Portage space */
  "nations in buffalo-creek",                                /* a "D" space (reconstructed) */
  NULL                                                       /* (6 FP and Fraser on turn 2) */
};

static const char *const e_lines[] = {
  "turn 6", "last turn 9",                                   /* 20.0 E: Summer 1764 - Spring 1765 */
  "arms 5", "vp nations 0 british 0", "guineas 0",           /* 20.0 E: five Arms Points */
  "nations hand 8", "british hand 8", STARTERS,              /* 20.0 E: eight-card hands */
  "lenape fp 2", "leader sachem-teedyuscung",
  "miami fp 2", "leader sachem-michikiniqua",
  "mingo fp 2", "leader sachem-guyasuta",
  "seneca fp 2", "leader sachem-tahaiadoris",
  "shawnee fp 6", "leader sachem-hokolesqua", "captives shawnee 5",
  "british black-watch 8", "british royal-americans 4", "british regulars 2",
  "british militia 6", "british artillery 1", "british indian-allies 2", "british supply 2",
  "leader officer-bouquet", "leader officer-montgomery",
  NULL
};

/* 21.2: 10 Guineas, Nations 0 VP, British 15, Arms 5, eight-card hands
 * (21.1), turns 1-3; the British units fort by fort. */
static const char *const rising_british[] = {
  "turn 1", "last turn 3", "arms 5", "vp nations 0 british 15", "guineas 10",
  "nations hand 8", "british hand 8",
  /* 21.1: the whole decks, shuffled (7.0: British cards #51-100). */
  WHOLE_BRITISH_DECK,
  /* Royal Americans: 1 at E. Augusta, Joseph, Miami, Ouiatenon,
   * Michilimackinac; 2 at Bedford, Cumberland, Presque Isle; 2 at
   * Detroit, 2 at Niagara, 2 in Philadelphia. */
  "british royal-americans 17",
  /* Regulars: 1 at Allen, Le Boeuf, Sandusky, Venango; 1 at Augusta, 2 at
   * Ligonier, 2 at Pitt, 4 in Philadelphia. */
  "british regulars 13",
  /* Militia: Augusta 1, Ligonier 1, Dinwiddie 1, Detroit 1, Pitt 1, Niagara 2. */
  "british militia 7",
  "british black-watch 10",                                  /* Niagara 6, Philadelphia 4 */
  "british artillery 4",                                     /* Detroit, Pitt, Niagara, Philadelphia */
  "british supply 8",                                        /* Detroit 1, Pitt 1, Niagara 2, Philadelphia 4 */
  "british indian-allies 2",                                 /* next to Niagara */
  "british ship-huron 1", "british ship-michigan 1",         /* Detroit's schooners */
  "leader officer-etherington", "leader officer-rogers", "leader officer-gladwin",
  "leader officer-campbell", "leader officer-dalyell", "leader officer-bouquet",
  "leader officer-ecuyer", "leader officer-johnson", "leader officer-wilkins",
  "leader officer-bradstreet",
  /* 21.2 Indian units: the FP of each nation on the map. */
  "ottawa fp 10", "seneca fp 10", "lenape fp 9", "ojibwa fp 8", "mingo fp 6", "mississauga fp 5",
  "miami fp 3", "shawnee fp 3", "huron fp 2", "menominee fp 2", "kickapoo fp 1", "mascouten fp 1",
  "piankeshaw fp 1", "potawatomi fp 1", "wea fp 1",
  /* 21.2 sachems, nation by nation.  The Seneca line prints "Shingas &
   * Teedyuscung" (the Lenape's, listed again there) and then names
   * Kiasutha: read as Kiasutha and Tahaiadoris; Honeywus stays in the box. */
  "leader sachem-pontiac", "leader sachem-breton", "leader sachem-egushawa",          /* Ottawa */
  "leader sachem-kiasutha", "leader sachem-tahaiadoris",                              /* Seneca */
  "leader sachem-neolin", "leader sachem-shingas", "leader sachem-teedyuscung",       /* Lenape */
  "leader sachem-minavavana", "leader sachem-wasson",                                 /* Ojibwa */
  "leader sachem-guyasuta", "leader sachem-sekahos",                                  /* Mingo, Mississauga */
  "leader sachem-cold-foot", "leader sachem-michikiniqua",                            /* Miami */
  "leader sachem-hokolesqua", "leader sachem-kaske",                                  /* Shawnee */
  "leader sachem-big-jaw", "leader sachem-oshkosh", "leader sachem-le-loup",          /* Huron, Menominee, Kickapoo */
  "leader sachem-manso", "leader sachem-grelot", "leader sachem-washee",              /* Mascouten, Piankeshaw, Potawatomi */
  "leader sachem-wapamanqua",                                                         /* Wea */
  NULL
};

static const Opening openings[] = {
  { "a-michilimackinac", FALSE, a_lines },
  { "b-fort-pitt", TRUE, b_lines },
  { "c-bushy-run", TRUE, c_lines },
  { "d-devils-hole", TRUE, d_lines },
  { "e-bouquet", FALSE, e_lines },
};

static void
test_opening (gconstpointer data)
{
  const Opening *o = data;
  T *t = t_new (o->scenario);
  g_autoptr(GPtrArray) lines = describe (t, o->where);

  opening_check (lines, o->expected, NULL, NULL, NULL);
  t_free (t);
}

/* The lines the historical openings check: the Nations' villages are
 * the player's choice within limits, so each nation's FP and sachems are
 * checked, not where they stand. */
static const char *const historical_lines[] = {
  "british ", "leader officer", "leader sachem", "turn", "last", "arms", "vp", "guineas", "nations hand", "british hand",
  "razed fort", "british cards", "huron fp", "lenape fp", "miami fp", "menominee fp", "mingo fp",
  "mississauga fp", "ojibwa fp", "ottawa fp", "seneca fp", "shawnee fp", "kickapoo fp", "mascouten fp",
  "piankeshaw fp", "potawatomi fp", "wea fp", NULL
};

/* 21.3: 30 Guineas, Nations 10 VP, British 0, Arms 8, eight-card hands,
 * turns 5-7 (Spring-Fall 1764); eleven forts razed; the British fort by
 * fort. */
static const char *const response_lines[] = {
  "turn 5", "last turn 7", "arms 8", "vp nations 10 british 0", "guineas 30",
  "nations hand 8", "british hand 8",
  WHOLE_BRITISH_DECK,
  ELEVEN_RAZED_FORTS,
  "british black-watch 11",        /* Detroit 2, Niagara 5, Pitt 4 */
  "british royal-americans 17",    /* Detroit 4, Niagara 5, Pitt 4, Cumberland 1, Bedford 1, Philadelphia 2 */
  "british regulars 18",           /* Niagara 4, Cumberland 2, Bedford 2, Augusta 3, Allen 1, Philadelphia 6 */
  "british militia 19",            /* Detroit 6, Niagara 4, Pitt 2, Cumberland 3, Bedford 2, Augusta 1, Allen 1 */
  "british french-militia 2",      /* Detroit */
  "british artillery 6",           /* Detroit 1, Niagara 2, Pitt 2, Philadelphia 1 */
  "british supply 12",             /* Detroit 2, Niagara 3, Pitt 3, Philadelphia 4 */
  "british indian-allies 6",       /* 4 and 1 next to Niagara, 1 next to Cumberland */
  "british ship-boston 1", "british ship-beaver 1",
  "leader officer-gladwin", "leader officer-rogers", "leader officer-johnson", "leader officer-wilkins",
  "leader officer-bradstreet", "leader officer-bouquet", "leader officer-montgomery",
  "leader officer-ecuyer", "leader officer-gage",
  /* 21.3 Indian units: 1 Huron, 1 Mississauga, 4 Seneca near Fort Pitt
   * despite their treaties; the others in their villages. */
  "huron fp 1", "mississauga fp 1", "seneca fp 4", "ottawa fp 10", "ojibwa fp 8", "shawnee fp 8",
  "lenape fp 6", "miami fp 5", "mingo fp 4", "menominee fp 4", "kickapoo fp 2", "mascouten fp 2",
  "piankeshaw fp 2", "potawatomi fp 2", "wea fp 2",
  /* 21.3 sachems: Kiasutha near Fort Pitt; Neolin "is not placed on the
   * map"; the Huron and Mississauga come without theirs. */
  "leader sachem-kiasutha",
  "leader sachem-pontiac", "leader sachem-breton", "leader sachem-egushawa",          /* Ottawa */
  "leader sachem-minavavana", "leader sachem-wasson",                                 /* Ojibwa */
  "leader sachem-hokolesqua", "leader sachem-kaske",                                  /* Shawnee */
  "leader sachem-teedyuscung", "leader sachem-shingas",                               /* Lenape */
  "leader sachem-cold-foot", "leader sachem-michikiniqua",                            /* Miami */
  "leader sachem-guyasuta", "leader sachem-oshkosh", "leader sachem-le-loup",         /* Mingo, Menominee, Kickapoo */
  "leader sachem-manso", "leader sachem-grelot", "leader sachem-washee",              /* Mascouten, Piankeshaw, Potawatomi */
  "leader sachem-wapamanqua",                                                         /* Wea */
  /* 21.3 captives, nation by nation: "Ottawa ... 3 Captives", "Ojibwa ...
   * 3 Captives", "Shawnee ... 3 Captives", "Lenape ... 3 Captives",
   * "Miami ... 3 Captives", "Mingo ... 2 Captives", "Menominee ... 1
   * Captive"; the other nations none. */
  "captives ottawa 3", "captives ojibwa 3", "captives shawnee 3", "captives lenape 3",
  "captives miami 3", "captives mingo 2", "captives menominee 1",
  NULL
};

/* 21.4: 50 Guineas, 10 VP each, Arms 6, turns 9-11 (1765); the razed
 * forts ("Augusta, ... Edward" read as Fort Edward Augustus: Fort Augusta
 * holds British units in the same set-up, and the track stands at 11). */
static const char *const conclusion_lines[] = {
  "turn 9", "last turn 11", "arms 6", "vp nations 10 british 10", "guineas 50",
  "nations hand 8", "british hand 8",
  WHOLE_BRITISH_DECK,
  ELEVEN_RAZED_FORTS,
  "british royal-americans 19",    /* Detroit 4, Niagara 5, Pitt 6, Cumberland 2, Bedford 2 */
  "british black-watch 11",        /* Detroit 4, Niagara 3, Pitt 4 */
  "british militia 18",            /* Detroit 6, Niagara 2, Pitt 4, Cumberland 1, Bedford 2, Augusta 1, Allen 2 */
  "british french-militia 1",      /* Detroit */
  "british regulars 17",           /* Niagara 4, Pitt 1, Cumberland 2, Augusta 3, Allen 1, Philadelphia 6 */
  "british artillery 6",           /* Detroit 1, Niagara 2, Pitt 2, Philadelphia 1 */
  "british supply 10",             /* Detroit 2, Niagara 3, Pitt 3, Philadelphia 2 */
  "british indian-allies 5",       /* 4 next to Niagara, 1 next to Pitt */
  "british ship-boston 1", "british ship-beaver 1",
  "leader officer-gladwin", "leader officer-rogers", "leader officer-dalyell", "leader officer-johnson",
  "leader officer-wilkins", "leader officer-bradstreet", "leader officer-bouquet",
  "leader officer-montgomery", "leader officer-ecuyer", "leader officer-gage",
  /* 21.4 Indian units. */
  "ottawa fp 4", "ojibwa fp 4", "lenape fp 3", "menominee fp 3", "kickapoo fp 3", "mascouten fp 3",
  "piankeshaw fp 3", "potawatomi fp 3", "wea fp 2", "miami fp 7", "shawnee fp 8",
  /* 21.4 sachems: one with each nation but the Miami's and Shawnee's two. */
  "leader sachem-pontiac", "leader sachem-minavavana", "leader sachem-shingas",       /* Ottawa, Ojibwa, Lenape */
  "leader sachem-oshkosh", "leader sachem-le-loup", "leader sachem-manso",            /* Menominee, Kickapoo, Mascouten */
  "leader sachem-grelot", "leader sachem-washee", "leader sachem-wapamanqua",         /* Piankeshaw, Potawatomi, Wea */
  "leader sachem-cold-foot", "leader sachem-michikiniqua",                            /* Miami */
  "leader sachem-hokolesqua", "leader sachem-kaske",                                  /* Shawnee */
  NULL
};


/* 21.5: the Campaign begins with the 1763 set-up and runs to Fall 1765
 * (turn 11). */
static void
test_campaign (void)
{
  T *t = t_new ("campaign");
  g_autoptr(GPtrArray) lines = describe (t, FALSE);
  g_autoptr(GPtrArray) want = g_ptr_array_new ();

  for (guint i = 0; rising_british[i]; i++)
    g_ptr_array_add (want, (gpointer) (g_str_equal (rising_british[i], "last turn 3") ? "last turn 11"
                                                                                  : rising_british[i]));
  g_ptr_array_add (want, NULL);
  opening_check (lines, (const char *const *) want->pdata, NULL, historical_lines, NULL);
  t_free (t);
}

/* 21.2-21.4: markers, cards, razed forts, British units, each nation's
 * FP (the Nations' villages are the player's choice within limits). */
static void
test_historical (gconstpointer data)
{
  const Opening *o = data;
  T *t = t_new (o->scenario);
  g_autoptr(GPtrArray) lines = describe (t, FALSE);

  opening_check (lines, o->expected, NULL, historical_lines, NULL);
  t_free (t);
}

static const Opening historical[] = {
  { "rising-1763", FALSE, rising_british },        /* 21.2 */
  { "response-1764", FALSE, response_lines },      /* 21.3 */
  { "conclusion-1765", FALSE, conclusion_lines },  /* 21.4 */
};

int
main (int argc, char **argv)
{
  g_test_init (&argc, &argv, NULL);
  bh_builtin_rules_register ();
  for (guint i = 0; i < G_N_ELEMENTS (openings); i++)
    {
      g_autofree char *path = g_strdup_printf ("/pontiac/20.0/opening/%s", openings[i].scenario);

      g_test_add_data_func (path, &openings[i], test_opening);
    }
  for (guint i = 0; i < G_N_ELEMENTS (historical); i++)
    {
      static const char *const rule[] = { "21.2", "21.3", "21.4" };
      g_autofree char *path = g_strdup_printf ("/pontiac/%s/opening/%s", rule[i], historical[i].scenario);

      g_test_add_data_func (path, &historical[i], test_historical);
    }
  g_test_add_func ("/pontiac/21.5/opening", test_campaign);
  return g_test_run ();
}
