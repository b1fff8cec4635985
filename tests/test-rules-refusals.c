/* test-rules-refusals.c — every registered game, every scenario of its
 * data (/GAME/refusals/SCENARIO): at each decision of a seeded random game
 * played through BhGame, actions the decision does not list are offered to
 * bh_game_perform — one of each listed kind with other arguments (the
 * rules' explain_refusal reason, else the kind's rule) and one of a kind
 * not listed (another decision is pending).  Each is refused in one line
 * that names a rule number, leaves the game as it was and never crashes
 * (RULES-DONE 5: "a refused action names the rule"). */
#include "config.h"

#include <string.h>

#include "bh-builtin-rules.h"
#include "bh-test-util.h"

/* Decisions looked at per scenario; a game that ends sooner stops there. */
#define PLIES 200

typedef struct {
  char *game;
  char *scenario;
} Case;

static BhLibrary *library;
static GRegex *rule_number;
static guint offered, explained;   /* this scenario's refusals, and those the rules explained */

static void
case_free (gpointer data)
{
  Case *c = data;

  g_free (c->game);
  g_free (c->scenario);
  g_free (c);
}

static gboolean
listed (const GArray *legal, const BhAction *a)
{
  for (guint i = 0; i < legal->len; i++)
    if (bh_action_equal (&g_array_index (legal, BhAction, i), a))
      return TRUE;
  return FALSE;
}

/* How many values an argument of type `type` may take (an int: any). */
static guint
arg_limit (BhGameData *data, BhArgType type)
{
  switch (type)
    {
    case BH_ARG_PIECE: return bh_game_data_get_n_pieces (data);
    case BH_ARG_LOCATION: return bh_game_data_get_n_locations (data);
    case BH_ARG_SIDE: return bh_game_data_get_n_sides (data);
    case BH_ARG_MARKER: return bh_game_data_get_n_markers (data);
    case BH_ARG_DIE: return bh_game_data_get_n_dice (data);
    case BH_ARG_INT:
    default: return 1000;
    }
}

/* Offers `a` (not listed) and checks the refusal's words. */
static void
assert_refused (BhGame *game, const BhAction *a, const char *what)
{
  g_autoptr(GError) error = NULL;
  guint before = bh_game_get_n_log_entries (game);
  g_autofree char *text = bh_rules_format_action (bh_game_get_rules (game), a);

  if (bh_game_perform (game, a, &error))
    g_error ("%s “%s” was not listed yet performed", what, text);
  g_assert_error (error, BH_ERROR, BH_ERROR_ILLEGAL);
  if (strchr (error->message, '\n') != NULL || !g_regex_match (rule_number, error->message, 0, NULL))
    g_error ("%s “%s”: the refusal “%s” is not one line naming a rule", what, text, error->message);
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, before);
  offered++;
  explained += strstr (error->message, "” is not allowed: ") != NULL;
}

/* One action of each listed kind with arguments the decision does not
 * list: each argument in turn moved through its values. */
static void
offer_unlisted_arguments (BhGame *game, const GArray *legal, const BhActionKind *kinds)
{
  BhGameData *data = bh_game_get_data (game);
  guint n_kinds;
  g_autofree gboolean *done = NULL;

  bh_rules_get_action_kinds (bh_game_get_rules (game), &n_kinds);
  done = g_new0 (gboolean, n_kinds);
  for (guint i = 0; i < legal->len; i++)
    {
      const BhAction *l = &g_array_index (legal, BhAction, i);
      BhAction a = *l;
      gboolean found = FALSE;

      if (done[l->kind] || l->n_args == 0)
        continue;
      done[l->kind] = TRUE;
      for (guint arg = 0; arg < l->n_args && !found; arg++)
        {
          guint limit = arg_limit (data, kinds[l->kind].args[arg]);

          for (guint step = 1; step < MIN (limit, 64) && !found; step++)
            {
              a = *l;
              a.args[arg] = kinds[l->kind].args[arg] == BH_ARG_INT ? l->args[arg] + (gint32) step
                                                                   : (gint32) ((l->args[arg] + step) % limit);
              found = !listed (legal, &a);
            }
        }
      if (found)
        assert_refused (game, &a, "an action with other arguments");
    }
}

/* One action of a kind the decision does not list, arguments 0. */
static void
offer_unlisted_kind (BhGame *game, const GArray *legal, const BhActionKind *kinds, guint n_kinds, GRand *rand)
{
  guint first = g_rand_int_range (rand, 0, (gint32) n_kinds);

  for (guint k = 0; k < n_kinds; k++)
    {
      BhAction a = { .kind = (guint16) ((first + k) % n_kinds), .n_args = (guint8) kinds[(first + k) % n_kinds].n_args };
      gboolean kind_listed = FALSE;

      for (guint i = 0; i < legal->len; i++)
        kind_listed |= g_array_index (legal, BhAction, i).kind == a.kind;
      if (!kind_listed)
        {
          assert_refused (game, &a, "an action of a kind not listed");
          return;
        }
    }
}

static void
refusals (gconstpointer data)
{
  const Case *c = data;
  g_autoptr(BhGameData) game_data = bh_library_load_game (library, c->game, NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = NULL;
  g_autoptr(GRand) rand = g_rand_new_with_seed (7);
  const BhActionKind *kinds;
  guint n_kinds;

  g_assert_nonnull (game_data);
  offered = explained = 0;
  game = bh_game_new (game_data, c->scenario, 7, FALSE, &error);
  g_assert_no_error (error);
  kinds = bh_rules_get_action_kinds (bh_game_get_rules (game), &n_kinds);
  for (guint ply = 0; ply < PLIES && bh_game_get_state (game)->result == BH_RESULT_ONGOING; ply++)
    {
      g_autoptr(GArray) legal = bh_game_list_actions (game);
      BhAction chosen;

      g_assert_cmpuint (legal->len, >, 0);
      offer_unlisted_arguments (game, legal, kinds);
      offer_unlisted_kind (game, legal, kinds, n_kinds, rand);
      chosen = g_array_index (legal, BhAction, g_rand_int_range (rand, 0, (gint32) legal->len));
      g_assert_true (bh_game_perform (game, &chosen, &error));
      g_assert_no_error (error);
    }
  g_test_message ("%s %s: %u refusals, %u with the rules' reason", c->game, c->scenario, offered, explained);
  g_assert_cmpuint (offered, >, 0);
}

int
main (int argc, char **argv)
{
  g_auto(GStrv) games = NULL;
  g_autoptr(GPtrArray) cases = g_ptr_array_new_with_free_func (case_free);
  int status;

  bh_test_init (&argc, &argv);
  bh_builtin_rules_register ();
  library = bh_test_library ();
  /* A rule's number: "(rule 9.4)", "by rule 9.4", "(rule A40)", or a
   * pending decision's own tag: "(9.41)", "(9.2M)", "(8.3.2, 8.5.2)", an appendix "(App. 2, App. 4)". */
  rule_number = g_regex_new ("(rule [0-9A-Z][0-9A-Za-z.]*|\\((App\\. )?[0-9]+(\\.[0-9A-Za-z]+)*[,;)])", 0, 0, NULL);
  games = bh_rules_dup_registered ();
  g_assert_nonnull (games[0]);
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autoptr(GError) error = NULL;
      g_autoptr(BhGameData) data = bh_library_load_game (library, games[g], &error);

      g_assert_no_error (error);
      for (guint s = 0; s < bh_game_data_get_n_scenarios (data); s++)
        {
          Case *c = g_new0 (Case, 1);
          g_autofree char *path = NULL;

          c->game = g_strdup (games[g]);
          c->scenario = g_strdup (bh_game_data_get_scenario (data, s)->id);
          g_ptr_array_add (cases, c);
          path = g_strdup_printf ("/%s/refusals/%s", c->game, c->scenario);
          g_test_add_data_func (path, c, refusals);
        }
    }
  status = g_test_run ();
  g_regex_unref (rule_number);
  g_object_unref (library);
  return status;
}
