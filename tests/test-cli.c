/* test-cli.c — blockhouse-cli's commands as a user or script runs them,
 * on the test game (blockhouse-cli-test has its rules built in). */
#include "config.h"

#include "bh-test-util.h"

#include <glib/gstdio.h>
#include <unistd.h>

static char *tmpdir;
static char *datadir;   /* the real schemas, no game but the test game */

typedef struct {
  int status;
  char *out;
  char *err;
} Run;

static void
run_clear (Run *run)
{
  g_free (run->out);
  g_free (run->err);
}
G_DEFINE_AUTO_CLEANUP_CLEAR_FUNC (Run, run_clear)

/* Runs blockhouse-cli-test with the test games added. */
static void
cli (Run *run, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autofree char *games = bh_test_source_path ("tests", "data", "games", NULL);
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BH_CLI_TEST"));
  g_ptr_array_add (argv, "--data-dir");
  g_ptr_array_add (argv, datadir);
  g_ptr_array_add (argv, "--games-dir");
  g_ptr_array_add (argv, games);
  va_start (args, first);
  for (const char *arg = first; arg; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &run->status, &error));
  g_assert_no_error (error);
  run->status = WIFEXITED (run->status) ? WEXITSTATUS (run->status) : 255;
  if (g_test_verbose ())
    g_printerr ("exit %d\n%s%s", run->status, run->out, run->err);
}

/* Runs the real blockhouse-cli on the installed games (BLOCKHOUSE_DATA_DIR). */
static void
cli_real (Run *run, const char *first, ...)
{
  g_autoptr(GPtrArray) argv = g_ptr_array_new ();
  g_autoptr(GError) error = NULL;
  va_list args;

  g_ptr_array_add (argv, (gpointer) g_getenv ("BH_CLI"));
  va_start (args, first);
  for (const char *arg = first; arg; arg = va_arg (args, const char *))
    g_ptr_array_add (argv, (gpointer) arg);
  va_end (args);
  g_ptr_array_add (argv, NULL);
  g_assert_true (g_spawn_sync (NULL, (char **) argv->pdata, NULL, G_SPAWN_DEFAULT, NULL, NULL,
                               &run->out, &run->err, &run->status, &error));
  g_assert_no_error (error);
  run->status = WIFEXITED (run->status) ? WEXITSTATUS (run->status) : 255;
  if (g_test_verbose ())
    g_printerr ("exit %d\n%s%s", run->status, run->out, run->err);
}

static char *
tmp (const char *name)
{
  return g_build_filename (tmpdir, name, NULL);
}

static void
test_games_and_info (void)
{
  g_auto(Run) games = { 0 };
  g_auto(Run) info = { 0 };
  g_auto(Run) missing = { 0 };

  cli (&games, "games", NULL);
  g_assert_cmpint (games.status, ==, 0);
  g_assert_nonnull (strstr (games.out, "tiny ford\tThe Ford\n"));

  cli (&info, "info", "tiny", "ford", NULL);
  g_assert_cmpint (info.status, ==, 0);
  g_assert_nonnull (strstr (info.out, "spaces: 6\n"));
  g_assert_nonnull (strstr (info.out, "connections: 7\n"));
  g_assert_nonnull (strstr (info.out, "boxes: 4\n"));
  g_assert_nonnull (strstr (info.out, "cards: 2\n"));
  g_assert_nonnull (strstr (info.out, "tracks: 2\n"));
  g_assert_nonnull (strstr (info.out, "unit types: 2\n"));
  g_assert_nonnull (strstr (info.out, "units placed: 9\n"));
  g_assert_nonnull (strstr (info.out, "turns: 1-6\n"));
  g_assert_nonnull (strstr (info.out, "reconstructed: "));

  cli (&missing, "info", "chess", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "chess"));
}

static void
test_play_through_the_cli (void)
{
  g_autofree char *save = tmp ("play.blockhouse");
  g_autofree char *before = NULL, *after = NULL;
  g_auto(Run) created = { 0 };
  g_auto(Run) moved = { 0 };
  g_auto(Run) state = { 0 };
  g_auto(Run) refused = { 0 };
  g_auto(Run) actions = { 0 };
  g_auto(Run) undone = { 0 };
  g_auto(Run) state2 = { 0 };
  g_auto(Run) replayed = { 0 };

  cli (&created, "new", "tiny", "ford", "--seed", "8", "-o", save, NULL);
  g_assert_cmpint (created.status, ==, 0);

  cli (&moved, "do", save, "move red-band.1 ford", "move red-band.2 north-wood", NULL);
  g_assert_cmpint (moved.status, ==, 0);
  cli (&state, "state", save, NULL);
  g_assert_cmpint (state.status, ==, 0);
  g_assert_nonnull (strstr (state.out, "turn: 1\n"));
  g_assert_nonnull (strstr (state.out, "pending: red: "));
  g_assert_nonnull (strstr (state.out, "at ford: red-band.1(full)\n"));
  g_assert_nonnull (strstr (state.out, "at north-wood: red-band.2(full)\n"));
  g_assert_nonnull (strstr (state.out, "track vp-red: 0\n"));

  /* An illegal action is refused with the rule, and the save is untouched. */
  g_assert_true (g_file_get_contents (save, &before, NULL, NULL));
  cli (&refused, "do", save, "pass", "move red-band.1 hill", NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_nonnull (strstr (refused.err, "move red-band.1 hill"));
  g_assert_nonnull (strstr (refused.err, "T2"));
  g_assert_true (g_file_get_contents (save, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);

  cli (&actions, "actions", save, NULL);
  g_assert_cmpint (actions.status, ==, 0);
  g_assert_nonnull (strstr (actions.out, "move red-band.3 ford\n"));
  g_assert_nonnull (strstr (actions.out, "pass\n"));
  g_assert_null (strstr (actions.out, "move red-band.1 "));   /* moved already (T2) */

  cli (&undone, "undo", save, NULL);
  g_assert_cmpint (undone.status, ==, 0);
  cli (&state2, "state", save, NULL);
  g_assert_nonnull (strstr (state2.out, "actions: 1\n"));
  g_assert_null (strstr (state2.out, "at north-wood"));

  cli (&replayed, "replay", save, NULL);
  g_assert_cmpint (replayed.status, ==, 0);
  g_assert_nonnull (strstr (replayed.out, "replayed 1 actions: verified"));
  g_unlink (save);
}

static void
test_undo_refused_after_dice (void)
{
  g_autofree char *save = tmp ("dice.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) played = { 0 };
  g_auto(Run) undone = { 0 };

  cli (&created, "new", "tiny", "ford", "--seed", "1", "-o", save, NULL);
  cli (&played, "do", save, "pass", "move blue-company.1 hill", "pass", "move red-band.1 ford", "pass",
       "move blue-company.1 ford", "fight ford", NULL);
  g_assert_cmpint (played.status, ==, 0);
  cli (&undone, "undo", save, NULL);
  g_assert_cmpint (undone.status, ==, 1);
  g_assert_nonnull (strstr (undone.err, "rolled dice"));
  g_unlink (save);
}

static void
test_side_view_hides_cup (void)
{
  g_autofree char *save = tmp ("view.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) view = { 0 };

  cli (&created, "new", "tiny", "ford", "--seed", "1", "-o", save, NULL);
  cli (&view, "state", save, "--side", "blue", NULL);
  g_assert_cmpint (view.status, ==, 0);
  g_assert_nonnull (strstr (view.out, "at reserve: ? ?\n"));
  g_unlink (save);
}

/* The log as the window shows it: each action with its side, its rule
 * and the dice it rolled (T3: a fight rolls a die). */
static void
test_log_command (void)
{
  g_autofree char *save = tmp ("log.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) played = { 0 };
  g_auto(Run) log = { 0 };
  const char *fight;

  cli (&created, "new", "tiny", "ford", "--seed", "1", "-o", save, NULL);
  cli (&played, "do", save, "pass", "move blue-company.1 hill", "pass", "move red-band.1 ford", "pass",
       "move blue-company.1 ford", "fight ford", NULL);
  g_assert_cmpint (played.status, ==, 0);
  cli (&log, "log", save, NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_true (g_str_has_prefix (log.out, "1. red (T1): Pass\n"));
  g_assert_nonnull (strstr (log.out, "\n2. blue (T2): Move "));
  fight = strstr (log.out, "\n7. ");
  g_assert_nonnull (fight);
  g_assert_nonnull (strstr (fight, " (T3): "));
  g_assert_nonnull (strstr (fight, "\n   dice: "));
  /* Moves roll nothing. */
  g_assert_null (g_strstr_len (log.out, fight - log.out, "dice:"));
  g_unlink (save);
}

/* `log --side`: the log as that side reads it (bh_narration_for_seat).  In
 * Mr. Madison's War a card held back (7.34) lies face down: the British
 * log names the card they held, the US log says "a card"; an unknown side
 * is one clear error. */
static void
test_log_side (void)
{
  g_autofree char *save = tmp ("madison.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) us = { 0 };
  g_auto(Run) gb = { 0 };
  g_auto(Run) wrong = { 0 };
  g_autofree char *hold = NULL;
  g_autofree char *named = NULL;
  const char *start, *end;

  cli_real (&created, "new", "madison", "1814", "--seed", "3", "-o", save, NULL);
  g_assert_cmpint (created.status, ==, 0);
  /* The fleet returns of 1814 first (11.23), then the British hold a card. */
  for (int i = 0; i < 8 && hold == NULL; i++)
    {
      g_auto(Run) listed = { 0 };
      g_auto(Run) done = { 0 };
      const char *found;

      cli_real (&listed, "actions", save, NULL);
      found = g_str_has_prefix (listed.out, "hold ") ? listed.out : strstr (listed.out, "\nhold ");
      if (found != NULL)
        {
          found += *found == '\n';
          hold = g_strndup (found, strcspn (found, "\n"));
          break;
        }
      cli_real (&done, "do", save, "done", "-o", save, NULL);
      g_assert_cmpint (done.status, ==, 0);
    }
  g_assert_nonnull (hold);
  {
    g_auto(Run) held = { 0 };

    cli_real (&held, "do", save, hold, "-o", save, NULL);
    g_assert_cmpint (held.status, ==, 0);
  }
  cli_real (&gb, "log", save, "--side", "gb", NULL);
  cli_real (&us, "log", save, "--side", "us", NULL);
  g_assert_cmpint (gb.status, ==, 0);
  g_assert_cmpint (us.status, ==, 0);
  start = strstr (gb.out, ": Hold ");
  g_assert_nonnull (start);
  start += strlen (": Hold ");
  end = strstr (start, " back (7.34)");
  g_assert_nonnull (end);
  named = g_strndup (start, end - start);
  g_assert_cmpstr (named, !=, "a card");
  g_assert_nonnull (strstr (us.out, ": Hold a card back (7.34)"));
  g_assert_null (strstr (us.out, named));
  cli_real (&wrong, "log", save, "--side", "france", NULL);
  g_assert_cmpint (wrong.status, ==, 1);
  g_assert_nonnull (strstr (wrong.err, "france"));
  g_unlink (save);
}

/* Blood on the Ohio through the real program: the log narrates the
 * recruit checks with their rule (5.1.1) and dice; a side's state shows
 * its view only — the recruit drawn and waiting in the cup is seen, the
 * rest of the cup is not — and the status the window shows (2.4, 5.3, 5.6). */
static void
test_ohio_log_and_view (void)
{
  g_autofree char *save = tmp ("ohio.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) recruited = { 0 };
  g_auto(Run) log = { 0 };
  g_auto(Run) view = { 0 };
  g_auto(Run) truth = { 0 };
  g_auto(GStrv) lines = NULL;
  guint seen = 0, hidden = 0;

  /* The set-up choices off (the data's places, as before they were on
   * by default): the first action is the US's special action. */
  cli_real (&created, "new", "ohio", "harmar", "--seed", "3", "--option", "choose-set-up=off", "-o", save, NULL);
  g_assert_cmpint (created.status, ==, 0);
  cli_real (&recruited, "do", save, "recruit", NULL);
  g_assert_cmpint (recruited.status, ==, 0);
  cli_real (&log, "log", save, NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_true (g_str_has_prefix (log.out, "1. us (5.1.1): "));
  g_assert_nonnull (strstr (log.out, "\n   Recruit check: "));
  g_assert_nonnull (strstr (log.out, "(5.1.1)\n"));
  g_assert_nonnull (strstr (log.out, "\n   dice: "));
  /* What came to light is said, and to whom (the log's reveal line). */
  g_assert_nonnull (strstr (log.out, "\n   Shown to everyone: Supply wagon\n"));

  cli_real (&view, "state", save, "--side", "wc", NULL);
  g_assert_cmpint (view.status, ==, 0);
  g_assert_nonnull (strstr (view.out, "recruit goes"));
  /* App. 4: Harmar starts at 0 VP each. */
  g_assert_nonnull (strstr (view.out, "\nstatus: Victory points: US 0, WC 0 (2.4)\n"));
  g_assert_nonnull (strstr (view.out, "\nstatus: Build: allowed (5.3)\n"));
  g_assert_nonnull (strstr (view.out, "\nstatus: Raid: allowed (5.6)\n"));
  lines = g_strsplit (strstr (view.out, "\nat recruitment-cup:") + strlen ("\nat recruitment-cup:"), "\n", 2);
  {
    g_auto(GStrv) tokens = g_strsplit (lines[0], " ", -1);

    for (guint i = 0; tokens[i] != NULL; i++)
      if (g_str_equal (tokens[i], "?"))
        hidden++;
      else if (*tokens[i])
        seen++;
  }
  g_assert_cmpuint (seen, ==, 1);
  g_assert_cmpuint (hidden, >, 0);
  /* Without --side: the whole truth, nothing hidden. */
  cli_real (&truth, "state", save, NULL);
  g_assert_null (strstr (truth.out, " ?"));
  g_unlink (save);
}

/* `state` prints every piece on the board, off-map markers included,
 * which Pontiac stacks above every piece (referee re-check 4 M10): in
 * scenario E the Nations see Force A's marker at Fort Detroit alone. */
static void
test_state_shows_offmap_markers (void)
{
  g_autofree char *save = tmp ("pontiac-e.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) view = { 0 };
  g_auto(Run) truth = { 0 };

  cli_real (&created, "new", "pontiac", "e-bouquet", "--seed", "5", "-o", save, NULL);
  g_assert_cmpint (created.status, ==, 0);
  cli_real (&view, "state", save, "--side", "nations", NULL);
  g_assert_cmpint (view.status, ==, 0);
  g_assert_nonnull (strstr (view.out, "\nat fort-detroit: offmap-a\n"));
  cli_real (&truth, "state", save, NULL);
  g_assert_nonnull (strstr (truth.out, " officer-bouquet(healthy) officer-montgomery(healthy) offmap-a\n"));
  g_unlink (save);
}

static void
test_ai_command (void)
{
  g_autofree char *save = tmp ("ai.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) played = { 0 };
  g_auto(Run) state = { 0 };

  cli (&created, "new", "tiny", "ford", "--seed", "2", "-o", save, NULL);
  cli (&played, "ai", save, "--playouts", "30", "--seed", "1", NULL);
  g_assert_cmpint (played.status, ==, 0);
  g_assert_true (g_str_has_prefix (played.out, "move ") || g_str_has_prefix (played.out, "pass") ||
                 g_str_has_prefix (played.out, "draw"));
  cli (&state, "state", save, NULL);
  g_assert_nonnull (strstr (state.out, "actions: 1\n"));
  g_unlink (save);
}

/* Every level through `ai`; an unknown one is refused in one line. */
static void
test_ai_levels (void)
{
  const char *levels[] = { "random", "flat", "easy", "normal", "strong" };
  g_autofree char *save = tmp ("ai-levels.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) refused = { 0 };

  cli (&created, "new", "tiny", "ford", "--seed", "2", "-o", save, NULL);
  for (guint i = 0; i < G_N_ELEMENTS (levels); i++)
    {
      g_auto(Run) played = { 0 };

      cli (&played, "ai", save, "--level", levels[i], "--playouts", "20", "--seed", "1", NULL);
      g_assert_cmpint (played.status, ==, 0);
    }
  cli (&refused, "ai", save, "--level", "hard", NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_nonnull (strstr (refused.err, "unknown level “hard”"));
  g_unlink (save);
}

/* The arena: both sides of each pair, with the score and its interval. */
static void
test_arena_command (void)
{
  g_auto(Run) run = { 0 };

  cli (&run, "arena", "tiny", "ford", "--a", "easy", "--b", "random", "--pairs", "2", "--seed", "4", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "A as red: 2 games, "));
  g_assert_nonnull (strstr (run.out, "B as blue: 2 games, "));
  g_assert_nonnull (strstr (run.out, " ± "));
}

/* Per-player budgets: --a-iterations and --b-iterations give A and B
 * their own iterations a decision (over --iterations, which sets both);
 * the report names each player's budget and counts the iterations its
 * searched decisions spent, so two levels are compared at a known budget.
 * A table of seats refuses them. */
static void
test_arena_iterations (void)
{
  g_auto(Run) run = { 0 };
  g_auto(Run) both = { 0 };
  g_auto(Run) flat = { 0 };
  g_auto(Run) table = { 0 };
  g_auto(Run) zero = { 0 };

  cli (&run, "arena", "tiny", "ford", "--a", "normal", "--b", "strong", "--a-iterations", "30", "--b-iterations", "7",
       "--threads", "1", "--pairs", "1", "--seed", "2", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "A normal (30 iterations a decision), B strong (7 iterations a decision), 1 pairs"));
  g_assert_nonnull (strstr (run.out, "iterations a searched decision mean 30, fewest 30, most 30\n"));
  g_assert_nonnull (strstr (run.out, "iterations a searched decision mean 7, fewest 7, most 7\n"));

  /* --iterations sets both; --b-iterations then overrides B alone. */
  cli (&both, "arena", "tiny", "ford", "--a", "normal", "--b", "normal", "--iterations", "12", "--b-iterations", "5",
       "--threads", "1", "--pairs", "1", NULL);
  g_assert_cmpint (both.status, ==, 0);
  g_assert_nonnull (strstr (both.out, "A normal (12 iterations a decision), B normal (5 iterations a decision)"));
  g_assert_nonnull (strstr (both.out, "A: "));
  g_assert_nonnull (strstr (both.out, "mean 12, fewest 12, most 12\n"));
  g_assert_nonnull (strstr (both.out, "mean 5, fewest 5, most 5\n"));

  /* Levels that do not search report no iterations. */
  cli (&flat, "arena", "tiny", "ford", "--a", "flat", "--b", "random", "--playouts", "9", "--pairs", "1", NULL);
  g_assert_cmpint (flat.status, ==, 0);
  g_assert_nonnull (strstr (flat.out, "A flat (9 playouts a decision), B random, 1 pairs"));
  g_assert_null (strstr (flat.out, "searched"));

  cli_real (&table, "arena", "geronimo", "basic", "--seat", "1=normal", "--seat", "2=random", "--a-iterations", "5",
            NULL);
  g_assert_cmpint (table.status, ==, 1);
  g_assert_nonnull (strstr (table.err, "--a-iterations and --b-iterations are for --a and --b"));
  cli (&zero, "arena", "tiny", "ford", "--a", "normal", "--b", "normal", "--a-iterations", "0", NULL);
  g_assert_cmpint (zero.status, ==, 1);
  g_assert_nonnull (strstr (zero.err, "--a-iterations"));
}

/* --option ID[=on|off]: every game of the arena is the scenario with the
 * option so (the save records it), and the report's first line names it,
 * so two runs on the same seeds compare the option on and off; an option
 * the scenario lacks is refused in one line before any game. */
static void
test_arena_option (void)
{
  g_autofree char *dir = tmp ("arena-option");
  g_autofree char *save = g_build_filename (dir, "pair-5-side-1.blockhouse", NULL);
  g_autofree char *text = NULL;
  g_auto(Run) on = { 0 };
  g_auto(Run) off = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(Run) value = { 0 };

  g_assert_cmpint (g_mkdir_with_parents (dir, 0700), ==, 0);
  cli (&on, "arena", "tiny", "ford", "--a", "random", "--b", "random", "--pairs", "1", "--seed", "5",
       "--failures", dir, "--option", "long-day", NULL);
  g_assert_cmpint (on.status, ==, 0);
  g_assert_nonnull (strstr (on.out, "A random, B random, long-day on, 1 pairs, seed 5\n"));
  g_assert_true (g_file_get_contents (save, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<option id=\"long-day\" value=\"true\"/>"));
  g_clear_pointer (&text, g_free);
  cli (&off, "arena", "tiny", "ford", "--a", "random", "--b", "random", "--pairs", "1", "--seed", "5",
       "--failures", dir, "--option", "long-day=off", NULL);
  g_assert_cmpint (off.status, ==, 0);
  g_assert_nonnull (strstr (off.out, "A random, B random, long-day off, 1 pairs, seed 5\n"));
  g_assert_true (g_file_get_contents (save, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<option id=\"long-day\" value=\"false\"/>"));

  cli (&unknown, "arena", "tiny", "ford", "--a", "random", "--b", "random", "--pairs", "1", "--option", "short-day",
       NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_cmpstr (unknown.err, ==, "scenario “ford” has no option “short-day”\n");
  g_assert_cmpstr (unknown.out, ==, "");
  cli (&value, "arena", "tiny", "ford", "--a", "random", "--b", "random", "--option", "long-day=maybe", NULL);
  g_assert_cmpint (value.status, ==, 1);
  g_assert_cmpstr (value.err, ==, "--option long-day=maybe: the value must be on or off\n");
}

/* Geronimo's seats (3.2): a table of three levels, each seed played once
 * per seat with the table turned, so each level sits at each seat once;
 * A and B with five players, A at each of the five seats in turn.  Seats
 * must be given from 1 without a gap, and not mixed with --a and --b. */
static void
test_arena_seats (void)
{
  g_auto(Run) table = { 0 };
  g_auto(Run) five = { 0 };
  g_auto(Run) gap = { 0 };
  g_auto(Run) mixed = { 0 };
  g_auto(Run) too_many = { 0 };

  cli_real (&table, "arena", "geronimo", "basic", "--seat", "1=easy", "--seat", "2=random", "--seat", "3=random",
       "--pairs", "1", "--seed", "3", NULL);
  g_assert_cmpint (table.status, ==, 0);
  g_assert_nonnull (strstr (table.out, "#1 easy, #2 random, #3 random, 1 pairs"));
  for (int p = 1; p <= 3; p++)
    for (int seat = 1; seat <= 3; seat++)
      {
        g_autofree char *line = g_strdup_printf ("#%d as Player %d: 1 games, ", p, seat);

        g_assert_nonnull (strstr (table.out, line));
      }
  g_assert_null (strstr (table.out, "as Player 4"));
  g_assert_nonnull (strstr (table.out, "unfinished: 0\n"));

  cli_real (&five, "arena", "geronimo", "basic", "--a", "easy", "--b", "random", "--players", "5", "--pairs", "1", NULL);
  g_assert_cmpint (five.status, ==, 0);
  g_assert_nonnull (strstr (five.out, "A as Player 5: 1 games, "));
  g_assert_nonnull (strstr (five.out, "B as Player 1: 4 games, "));

  cli_real (&gap, "arena", "geronimo", "basic", "--seat", "1=easy", "--seat", "3=random", NULL);
  g_assert_cmpint (gap.status, ==, 1);
  g_assert_nonnull (strstr (gap.err, "--seat 3 given without --seat 2"));
  cli_real (&mixed, "arena", "geronimo", "basic", "--seat", "1=easy", "--a", "easy", "--b", "easy", NULL);
  g_assert_cmpint (mixed.status, ==, 1);
  g_assert_nonnull (strstr (mixed.err, "do not mix"));
  /* The Basic Game is for two to five (3.2): six is refused. */
  cli_real (&too_many, "arena", "geronimo", "basic", "--a", "easy", "--b", "easy", "--players", "6", NULL);
  g_assert_cmpint (too_many.status, ==, 1);
  g_assert_nonnull (strstr (too_many.err, "does not offer a game of 6 players"));
}

static void
test_autoplay_command (void)
{
  g_auto(Run) run = { 0 };

  cli (&run, "autoplay", "tiny", "ford", "--games", "25", "--seed", "3", NULL);
  g_assert_cmpint (run.status, ==, 0);
  g_assert_nonnull (strstr (run.out, "games: 25\n"));
  g_assert_nonnull (strstr (run.out, "finished: 25\n"));
  g_assert_nonnull (strstr (run.out, "dead ends: 0\n"));
  g_assert_nonnull (strstr (run.out, "invariant failures: 0\n"));
}

/* autoplay --option ID[=on|off]: the games are played with the scenario's
 * option set (the failure save, a game cut short, records it); an unknown
 * option or value is one clear error. */
static void
test_autoplay_option (void)
{
  g_autofree char *dir = tmp ("autoplay-option");
  g_autofree char *save = g_build_filename (dir, "autoplay-tiny-ford-3.xml", NULL);
  g_autofree char *text = NULL;
  g_auto(Run) on = { 0 };
  g_auto(Run) off = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(Run) value = { 0 };

  cli (&on, "autoplay", "tiny", "ford", "--games", "1", "--seed", "3", "--max-actions", "1", "--failures", dir,
       "--option", "long-day", NULL);
  g_assert_cmpint (on.status, ==, 1);
  g_assert_nonnull (strstr (on.out, "too long: 1\n"));
  g_assert_true (g_file_get_contents (save, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<option id=\"long-day\" value=\"true\"/>"));
  g_clear_pointer (&text, g_free);
  cli (&off, "autoplay", "tiny", "ford", "--games", "1", "--seed", "3", "--max-actions", "1", "--failures", dir,
       "--option", "long-day=off", NULL);
  g_assert_true (g_file_get_contents (save, &text, NULL, NULL));
  g_assert_nonnull (strstr (text, "<option id=\"long-day\" value=\"false\"/>"));
  cli (&unknown, "autoplay", "tiny", "ford", "--games", "1", "--option", "short-day", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "short-day"));
  cli (&value, "autoplay", "tiny", "ford", "--games", "1", "--option", "long-day=maybe", NULL);
  g_assert_cmpint (value.status, ==, 1);
  g_assert_nonnull (strstr (value.err, "long-day=maybe"));
}

static void
test_validate_command (void)
{
  g_autofree char *good = bh_test_source_path ("tests", "data", "games", "tiny", NULL);
  g_autofree char *dir = bh_test_copy_tiny ();
  g_autofree char *board = g_build_filename (dir, "board.xml", NULL);
  g_auto(Run) ok = { 0 };
  g_auto(Run) bad = { 0 };

  cli (&ok, "validate", good, NULL);
  g_assert_cmpint (ok.status, ==, 0);
  g_assert_cmpstr (ok.out, ==, "tiny: valid\n");

  bh_test_edit_file (dir, "board.xml", "kind=\"trail\"", "kind=\"rail\"");
  cli (&bad, "validate", board, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, "board.xml:"));
  g_assert_nonnull (strstr (bad.err, "unknown connection kind “rail”"));
  bh_test_remove_tree (dir);
}

static void
test_usage_errors (void)
{
  g_auto(Run) none = { 0 };
  g_auto(Run) unknown = { 0 };
  g_auto(Run) missing = { 0 };

  cli (&none, NULL, NULL);
  g_assert_cmpint (none.status, ==, 1);
  g_assert_nonnull (strstr (none.err, "Usage"));
  cli (&unknown, "conquer", NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  cli (&missing, "state", "/nonexistent/save.blockhouse", NULL);
  g_assert_cmpint (missing.status, ==, 1);
  g_assert_nonnull (strstr (missing.err, "/nonexistent/save.blockhouse"));
}

/* replay, state and log on a game whose players are seats, not sides
 * (Geronimo: 3 players, 2 sides): the pending seat is named, and no side is
 * looked up by a seat's number (issue 16: a GLib CRITICAL did). */
static void
test_replay_seats (void)
{
  g_autofree char *save = tmp ("geronimo.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) played = { 0 };
  g_auto(Run) replayed = { 0 };
  g_auto(Run) log = { 0 };

  cli_real (&created, "new", "geronimo", "basic", "--seed", "3", "-o", save, NULL);
  g_assert_cmpint (created.status, ==, 0);
  /* 3.2: three players; seed 3 draws Player 3 to choose a Tribe first (3.32) */
  cli_real (&played, "do", save, "players 3", NULL);
  g_assert_cmpint (played.status, ==, 0);
  cli_real (&replayed, "replay", save, NULL);
  g_assert_cmpint (replayed.status, ==, 0);
  g_assert_cmpstr (replayed.err, ==, "");
  g_assert_nonnull (strstr (replayed.out, "replayed 1 actions: verified\n"));
  g_assert_nonnull (strstr (replayed.out, "\npending: Player 3: "));
  cli_real (&log, "log", save, NULL);
  g_assert_cmpint (log.status, ==, 0);
  g_assert_cmpstr (log.err, ==, "");
  g_assert_true (g_str_has_prefix (log.out, "1. Player 1 (3.2): "));
  g_unlink (save);
}

/* soak: one line per scenario of every game with rules (issue 12). */
static void
test_soak_command (void)
{
  g_auto(Run) soak = { 0 };
  g_auto(GStrv) lines = NULL;

  cli (&soak, "soak", "--games", "3", "--seed", "5", NULL);
  g_assert_cmpint (soak.status, ==, 0);
  g_assert_true (g_str_has_prefix (soak.out, "tiny ford: 3 games, "));
  g_assert_nonnull (strstr (soak.out, " 0 dead ends, 0 invariant failures, 0 too long;"));
  lines = g_strsplit (soak.out, "\n", -1);
  g_assert_cmpuint (g_strv_length (lines), >=, 2);
}

/* soak GAME SCENARIO once ran every scenario of GAME, the scenario taken
 * for a game without rules and skipped: a name given that is not a game
 * with rules is refused in one line, before any game is played. */
static void
test_soak_refuses_what_is_not_a_game (void)
{
  g_auto(Run) soak = { 0 };

  cli (&soak, "soak", "tiny", "ford", "--games", "1", NULL);
  g_assert_cmpint (soak.status, ==, 1);
  g_assert_cmpstr (soak.out, ==, "");
  g_assert_cmpstr (soak.err, ==, "soak: “ford” is not a game with rules (soak [GAME…] --games N)\n");
}

/* soak GAME…: the names given end where the command line does (the list
 * was read past its end: `soak bloodyground ohio` crashed; valgrind and
 * AddressSanitizer see the old read with one name or two). */
static void
test_soak_games_named (void)
{
  g_auto(Run) one = { 0 };
  g_auto(Run) two = { 0 };
  g_auto(GStrv) lines = NULL;

  cli (&one, "soak", "tiny", "--games", "1", "--seed", "5", NULL);
  g_assert_cmpint (one.status, ==, 0);
  g_assert_true (g_str_has_prefix (one.out, "tiny ford: 1 games, "));
  cli (&two, "soak", "tiny", "tiny", "--games", "1", "--seed", "5", NULL);
  g_assert_cmpint (two.status, ==, 0);
  g_assert_cmpstr (two.err, ==, "");
  lines = g_strsplit (two.out, "\n", -1);
  g_assert_true (g_str_has_prefix (lines[0], "tiny ford: 1 games, "));
  g_assert_true (g_str_has_prefix (lines[1], "tiny ford: 1 games, "));
}

/* validate FILE: a lone data file is checked against the schema its root
 * names, not refused for the game.xml it lacks (issue 12, item 8). */
static void
test_validate_lone_file (void)
{
  g_autofree char *board = bh_test_source_path ("tests", "data", "games", "tiny", "board.xml", NULL);
  g_autofree char *lone = tmp ("lone-board.xml");
  g_autofree char *broken = tmp ("broken-board.xml");
  g_autofree char *stranger = tmp ("stranger.xml");
  g_autofree char *contents = NULL;
  g_autofree char *edited = NULL;
  g_auto(GStrv) parts = NULL;
  g_auto(Run) good = { 0 };
  g_auto(Run) bad = { 0 };
  g_auto(Run) unknown = { 0 };

  g_assert_true (g_file_get_contents (board, &contents, NULL, NULL));
  g_assert_true (g_file_set_contents (lone, contents, -1, NULL));
  parts = g_strsplit (contents, "<space id=\"hill\"", -1);
  edited = g_strjoinv ("<space bogus=\"1\" id=\"hill\"", parts);
  g_assert_true (g_file_set_contents (broken, edited, -1, NULL));
  g_assert_true (g_file_set_contents (stranger, "<?xml version=\"1.0\"?>\n<chess/>\n", -1, NULL));

  cli (&good, "validate", lone, NULL);
  g_assert_cmpint (good.status, ==, 0);
  g_assert_nonnull (strstr (good.out, "valid (board.rng)"));
  cli (&bad, "validate", broken, NULL);
  g_assert_cmpint (bad.status, ==, 1);
  g_assert_nonnull (strstr (bad.err, "broken-board.xml:13: does not follow board.rng"));
  g_assert_null (strstr (bad.err, "game.xml"));
  cli (&unknown, "validate", stranger, NULL);
  g_assert_cmpint (unknown.status, ==, 1);
  g_assert_nonnull (strstr (unknown.err, "stranger.xml:2: <chess> is not the root element of any Blockhouse file"));
}

/* RULES-DONE 5: `do` prints a refusal's reason and rule in one line, and
 * the save is untouched.  Blood on the Ohio, Harmar's force formed and
 * marching from the Wilderness Road entry: Fort Washington is no
 * neighbour of it (6.0). */
static void
test_refusal_reason (void)
{
  g_autofree char *save = tmp ("refusal.blockhouse");
  g_autofree char *before = NULL, *after = NULL;
  g_auto(Run) created = { 0 };
  g_auto(Run) formed = { 0 };
  g_auto(Run) refused = { 0 };
  g_auto(Run) setting_up = { 0 };

  cli_real (&created, "new", "ohio", "harmar", "--seed", "1", "-o", save, NULL);
  g_assert_cmpint (created.status, ==, 0);
  /* A new game starts with the set-up (App. 4, RULES-DONE 5): the WC's
   * first, then the US's; each side takes the scenario's example. */
  cli_real (&setting_up, "state", save, NULL);
  g_assert_nonnull (strstr (setting_up.out, "pending: wc: set-up, before turn 1: WC to decide where "));
  /* Both sides' special actions passed (5.0), then US operations (6.0). */
  cli_real (&formed, "do", save, "set-up-example", "set-up-example", "pass", "pass", "form harmar", "march", NULL);
  g_assert_cmpint (formed.status, ==, 0);
  g_assert_true (g_file_get_contents (save, &before, NULL, NULL));
  cli_real (&refused, "do", save, "move fort-washington", NULL);
  g_assert_cmpint (refused.status, ==, 1);
  g_assert_true (g_str_has_prefix (refused.err, "“move fort-washington” refused: “move” is not allowed: Fort "
                                                "Washington is not next to "));
  g_assert_true (g_str_has_suffix (refused.err, ", where the force stands (rule 6.0)\n"));
  g_assert_true (strchr (refused.err, '\n') == refused.err + strlen (refused.err) - 1);   /* one line */
  g_assert_true (g_file_get_contents (save, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
}

/* --side seat-N (Geronimo's referee m5): every seat's view, Players 3-5
 * included, from the CLI.  Basic, 3 players, seed 5, the Initial Tribes
 * chosen and the cards dealt (3.32, 3.5B, 3.5D): Player 3 sees his own
 * Shaman Cards and not Player 1's; seat 4 does not play; seat 6 is no
 * seat. */
static void
test_side_seat (void)
{
  g_autofree char *save = tmp ("geronimo-seat.blockhouse");
  g_auto(Run) created = { 0 };
  g_auto(Run) played = { 0 };
  g_auto(Run) view = { 0 };
  g_auto(Run) bad = { 0 };

  cli_real (&created, "new", "geronimo", "basic", "--seed", "5", "-o", save, NULL);
  g_assert_cmpint (created.status, ==, 0);
  cli_real (&played, "do", save, "players 3", "choose-tribe 0", "choose-tribe 1", NULL);
  g_assert_cmpint (played.status, ==, 0);
  cli_real (&view, "state", save, "--side", "seat-3", NULL);
  g_assert_cmpint (view.status, ==, 0);
  g_assert_nonnull (strstr (view.out, "\nat hand-shaman-3: shaman-"));
  g_assert_nonnull (strstr (view.out, "\nat hand-shaman-1: ? "));
  cli_real (&bad, "state", save, "--side", "seat-6", NULL);
  g_assert_cmpint (bad.status, !=, 0);
  g_assert_nonnull (strstr (bad.err, "seat-6"));
  g_unlink (save);
}

int
main (int argc, char **argv)
{
  int status;

  g_test_init (&argc, &argv, NULL);
  /* Messages quote with “ ”: the children must print UTF-8. */
  g_setenv ("LC_ALL", "C.UTF-8", TRUE);
  tmpdir = bh_test_make_tmp ("blockhouse-cli-XXXXXX");
  datadir = g_build_filename (tmpdir, "data", NULL);
  {
    g_autofree char *games = g_build_filename (datadir, "games", NULL);
    g_autofree char *schemas = g_build_filename (datadir, "schemas", NULL);
    g_autofree char *source = bh_test_source_path ("data", "schemas", NULL);

    g_mkdir_with_parents (games, 0755);
    g_assert_cmpint (symlink (source, schemas), ==, 0);
  }
  g_test_add_func ("/cli/games-and-info", test_games_and_info);
  g_test_add_func ("/cli/play", test_play_through_the_cli);
  g_test_add_func ("/cli/refusal-reason", test_refusal_reason);
  g_test_add_func ("/cli/undo-refused-after-dice", test_undo_refused_after_dice);
  g_test_add_func ("/cli/side-view-hides-cup", test_side_view_hides_cup);
  g_test_add_func ("/cli/ai-levels", test_ai_levels);
  g_test_add_func ("/cli/state-shows-offmap-markers", test_state_shows_offmap_markers);
  g_test_add_func ("/cli/arena", test_arena_command);
  g_test_add_func ("/cli/arena-seats", test_arena_seats);
  g_test_add_func ("/cli/arena-iterations", test_arena_iterations);
  g_test_add_func ("/cli/arena-option", test_arena_option);
  g_test_add_func ("/cli/autoplay", test_autoplay_command);
  g_test_add_func ("/cli/autoplay-option", test_autoplay_option);
  g_test_add_func ("/cli/ai", test_ai_command);
  g_test_add_func ("/cli/log", test_log_command);
  g_test_add_func ("/cli/log-side-hides-held-card", test_log_side);
  g_test_add_func ("/cli/ohio-log-and-side-view", test_ohio_log_and_view);
  g_test_add_func ("/cli/validate", test_validate_command);
  g_test_add_func ("/cli/usage-errors", test_usage_errors);
  g_test_add_func ("/cli/soak", test_soak_command);
  g_test_add_func ("/cli/soak-refuses-what-is-not-a-game", test_soak_refuses_what_is_not_a_game);
  g_test_add_func ("/cli/soak-games-named", test_soak_games_named);
  g_test_add_func ("/cli/replay-seats", test_replay_seats);
  g_test_add_func ("/cli/side-seat", test_side_seat);
  g_test_add_func ("/cli/validate-lone-file", test_validate_lone_file);
  status = g_test_run ();
  /* tmpdir and all the tests left in it (saves, edited boards, the
     schemas' link) go at exit, pass or fail (bh_test_make_tmp). */
  g_free (datadir);
  g_free (tmpdir);
  return status;
}
