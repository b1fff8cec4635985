/* bh-test-util.c — shared helpers for the engine tests. */
#include "config.h"

#include "bh-test-util.h"
#include "bh-narration.h"

#include <string.h>

#include <glib/gstdio.h>

void
bh_test_init (int *argc, char ***argv)
{
  /* Leaked on purpose: g_test_init keeps pointers into argv. */
  char **args = g_new0 (char *, *argc + 2);

  for (int i = 0; i < *argc; i++)
    args[i] = (*argv)[i];
  args[*argc] = (char *) "--keep-going";
  *argc += 1;
  *argv = args;
  g_test_init (argc, argv, NULL);
}

BhLibrary *
bh_test_library (void)
{
  g_autofree char *data = bh_test_source_path ("data", NULL);
  g_autofree char *games = bh_test_source_path ("tests", "data", "games", NULL);
  g_autoptr(GFile) data_dir = g_file_new_for_path (data);
  g_autoptr(GFile) games_dir = g_file_new_for_path (games);
  BhLibrary *library = bh_library_new (data_dir);

  bh_library_add_games_dir (library, games_dir);
  return library;
}

BhGameData *
bh_test_load_folder (const char *dir, GError **error)
{
  g_autofree char *schemas = bh_test_source_path ("data", "schemas", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (dir);
  g_autoptr(GFile) schema_dir = g_file_new_for_path (schemas);

  return bh_game_data_load (folder, schema_dir, error);
}

/* Pieces the rules name in their block (named_pieces) are never swapped:
 * renaming them would change the block too. */
gboolean
bh_test_perturb_hidden (BhRules *rules, BhState *state, int seat, GRand *rand)
{
  BhGameData *data = bh_rules_get_game_data (rules);
  BhPieceState *pc = bh_state_pieces (state);
  g_autoptr(BhState) before = bh_state_copy (state);
  g_autoptr(GArray) hidden = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autoptr(GArray) swappable = g_array_new (FALSE, FALSE, sizeof (guint));
  g_autofree gboolean *named = g_new0 (gboolean, state->n_pieces);
  BhRulesInterface *iface = BH_RULES_GET_IFACE (rules);

  if (iface->named_pieces)
    {
      gint32 list[64];
      guint n = MIN (iface->named_pieces (rules, state, list, G_N_ELEMENTS (list)), G_N_ELEMENTS (list));

      for (guint i = 0; i < n; i++)
        if (list[i] >= 0 && list[i] < state->n_pieces)
          named[list[i]] = TRUE;
    }
  for (guint p = 0; p < state->n_pieces; p++)
    if (!bh_rules_piece_visible (rules, state, p, seat))
      {
        g_array_append_val (hidden, p);
        if (!named[p])
          g_array_append_val (swappable, p);
      }
  /* The dice. */
  bh_state_seed (state, ((guint64) g_rand_int (rand) << 32) | g_rand_int (rand));
  /* Shuffle every hidden place: hidden pieces trade their orders. */
  for (guint i = hidden->len; i > 1; i--)
    {
      guint a = g_array_index (hidden, guint, i - 1);
      guint b = g_array_index (hidden, guint, g_rand_int_range (rand, 0, i));

      if (pc[a].location == pc[b].location)
        {
          guint16 order = pc[a].order;

          pc[a].order = pc[b].order;
          pc[b].order = order;
        }
    }
  /* Swap two hidden pieces of the same back. */
  for (guint tries = 0; tries < 20 && swappable->len >= 2; tries++)
    {
      guint a = g_array_index (swappable, guint, g_rand_int_range (rand, 0, swappable->len));
      guint b = g_array_index (swappable, guint, g_rand_int_range (rand, 0, swappable->len));

      if (a != b && bh_rules_hidden_class (rules, a) == bh_rules_hidden_class (rules, b))
        {
          BhPieceState tmp = pc[a];

          pc[a] = pc[b];
          pc[b] = tmp;
          bh_state_reindex (state);
          break;
        }
    }
  /* Turn a hidden piece over. */
  if (hidden->len > 0)
    {
      guint p = g_array_index (hidden, guint, g_rand_int_range (rand, 0, hidden->len));
      const BhUnitType *type = bh_game_data_get_unit_type (data, bh_game_data_get_piece_type (data, p));

      if (type->faces->len > 1)
        pc[p].face = (pc[p].face + 1) % type->faces->len;
    }
  return memcmp (bh_state_const_pieces (before), pc, state->n_pieces * sizeof (BhPieceState)) != 0;
}


double
bh_test_policy_weight (BhRules *rules, const BhState *state, const char *text)
{
  g_autoptr(BhState) view = bh_rules_dup_view (rules, state, state->pending.side);
  g_autoptr(GArray) legal = g_array_new (FALSE, FALSE, sizeof (BhAction));
  g_autofree double *w = NULL;
  BhAction wanted;
  guint index;

  g_assert_true (bh_rules_parse_action (rules, text, &wanted, NULL));
  bh_rules_list_actions (rules, view, legal);
  if (!bh_actions_find (legal, &wanted, &index))
    g_error ("%s is not among the legal actions", text);
  w = g_new0 (double, legal->len);
  bh_rules_policy (rules, view, legal, w);
  return w[index];
}

void
bh_test_assert_told_only_to (const char *told,
                             int         knower,
                             int         other,
                             gboolean    hidden,
                             const char *known_text,
                             const char *name,
                             const char *public_text)
{
  g_autofree char *known = bh_narration_for_seat (told, knower);
  g_autofree char *read = bh_narration_for_seat (told, other);

  /* Both readings in the test's log, so a failure shows what was told. */
  g_test_message ("seat %d reads: %s", knower, known);
  g_test_message ("seat %d reads: %s", other, read);
  g_assert_nonnull (strstr (known, known_text));
  g_assert_cmpint (strstr (read, name) == NULL, ==, hidden);
  if (public_text != NULL)
    g_assert_cmpint (strstr (read, public_text) != NULL, ==, hidden);
}
