/* test-window-saves.c — big, slow and hostile saves in the window (issue
 * 12): opening and resuming read in a worker, so the window goes on
 * painting while a save arrives, shows progress and can cancel; a file
 * past the size limit is refused without being held; the log of a long
 * game makes rows only for what is on screen.
 *
 * A save that arrives through a pipe is as slow as the test makes it: the
 * test holds the pipe open, so the open cannot end before the test says,
 * and every wait is for an event (a frame, a dialog, the open ending). */
#include "config.h"

#include <adwaita.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include "bh-builtin-rules.h"
#include "bh-engine.h"
#include "bh-log-view.h"
#include "bh-tiny-rules.h"
#include "bh-xml-limits.h"
#include "bh-test-util.h"
#include "test-window-util.h"

typedef struct {
  BhLibrary *library;
  BhWindow *window;
  char *dir;
} Fixture;

static void
fixture_set_up (Fixture *f, gconstpointer data)
{
  f->library = bh_test_library ();
  f->dir = bh_test_make_tmp ("blockhouse-ui-saves-XXXXXX");
  f->window = bh_test_new_window ();
  bh_window_set_library (f->window, f->library);
  gtk_window_present (GTK_WINDOW (f->window));
}

static void
fixture_tear_down (Fixture *f, gconstpointer data)
{
  g_autoptr(GDir) dir = g_dir_open (f->dir, 0, NULL);
  const char *name;

  bh_test_wait_autosaved (f->window);
  gtk_window_destroy (GTK_WINDOW (f->window));
  bh_test_wait_idle ();
  while (dir != NULL && (name = g_dir_read_name (dir)) != NULL)
    {
      g_autofree char *path = g_build_filename (f->dir, name, NULL);

      g_unlink (path);
    }
  g_rmdir (f->dir);
  g_free (f->dir);
  g_object_unref (f->library);
}

static gboolean
dialog_shown (gpointer window)
{
  GtkWindow *dialog = bh_window_get_open_dialog (window);

  return dialog != NULL && gtk_widget_get_mapped (GTK_WIDGET (dialog));
}

static gboolean
count_tick (GtkWidget *widget, GdkFrameClock *clock, gpointer user_data)
{
  (*(guint *) user_data)++;
  return G_SOURCE_CONTINUE;
}

static gboolean
three_ticks (gpointer user_data)
{
  return *(guint *) user_data >= 3;
}

/* The window paints three frames: its main loop is not held up. */
static void
assert_window_paints (BhWindow *window)
{
  guint ticks = 0;
  guint id = gtk_widget_add_tick_callback (GTK_WIDGET (window), count_tick, &ticks, NULL);

  bh_test_wait_until (three_ticks, &ticks);
  gtk_widget_remove_tick_callback (GTK_WIDGET (window), id);
}

static void
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, length);

      g_assert_cmpint (n, >, 0);
      data += n;
      length -= (gsize) n;
    }
}

/* A game of the test game with a few actions, saved to `path`. */
static BhGame *
save_tiny_game (Fixture *f, const char *path)
{
  g_autoptr(BhGameData) data = bh_library_load_game (f->library, "tiny", NULL);
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;
  BhGame *game = bh_game_new (data, "ford", 5, FALSE, &error);

  g_assert_no_error (error);
  g_assert_true (bh_game_perform_text (game, "move red-band.1 ford", &error));
  g_assert_true (bh_game_perform_text (game, "pass", &error));
  g_assert_no_error (error);
  g_assert_true (bh_game_save (game, file, &error));
  return game;
}

/* Resume reads the autosave in a worker: while the save is still arriving
 * the window paints, shows its progress dialog, and Cancel gives it back
 * with nothing opened.  Then the same save, let through, opens. */
static void
test_resume_responsive (Fixture *f, gconstpointer data)
{
  g_autofree char *save_path = g_build_filename (f->dir, "game.blockhouse", NULL);
  g_autofree char *pipe_path = g_build_filename (f->dir, "slow.blockhouse", NULL);
  g_autoptr(GFile) pipe_file = g_file_new_for_path (pipe_path);
  g_autoptr(BhGame) saved = save_tiny_game (f, save_path);
  g_autofree char *contents = NULL;
  gsize length;
  int fd;

  g_assert_true (g_file_get_contents (save_path, &contents, &length, NULL));
  g_assert_cmpint (mkfifo (pipe_path, 0600), ==, 0);
  bh_window_set_autosave_file (f->window, pipe_file);
  bh_window_show_new_game (f->window);

  /* Cancelled halfway. */
  g_assert_true (bh_window_resume (f->window));
  g_assert_true (bh_window_is_opening (f->window));
  fd = open (pipe_path, O_WRONLY);       /* once the worker reads */
  g_assert_cmpint (fd, >=, 0);
  write_all (fd, contents, length / 2);
  bh_test_wait_until (dialog_shown, f->window);
  assert_window_paints (f->window);
  g_assert_true (bh_window_is_opening (f->window));
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (bh_window_get_open_dialog (f->window)), "saves-opening.png");
  adw_message_dialog_response (ADW_MESSAGE_DIALOG (bh_window_get_open_dialog (f->window)), "cancel");
  write_all (fd, contents + length / 2, length - length / 2);
  close (fd);
  bh_test_wait_opened (f->window);
  g_assert_null (bh_window_get_game (f->window));
  g_assert_null (bh_window_get_error_dialog (f->window));
  g_assert_cmpstr (bh_window_get_last_message (f->window), ==, "Opening was cancelled");
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "new-game");

  /* Let through: the game saved, replayed. */
  g_assert_true (bh_window_resume (f->window));
  fd = open (pipe_path, O_WRONLY);
  g_assert_cmpint (fd, >=, 0);
  write_all (fd, contents, length / 2);
  assert_window_paints (f->window);
  g_assert_true (bh_window_is_opening (f->window));
  write_all (fd, contents + length / 2, length - length / 2);
  close (fd);
  bh_test_wait_opened (f->window);
  g_assert_nonnull (bh_window_get_game (f->window));
  g_assert_true (bh_state_equal (bh_game_get_state (bh_window_get_game (f->window)), bh_game_get_state (saved)));
  g_assert_null (bh_window_get_open_dialog (f->window));
  g_assert_cmpstr (bh_window_get_page (f->window), ==, "game");
}

/* A file one byte over the size limit for saves, sent as fast as the pipe
 * takes it: refused in one line naming the limit, and the reader stops at
 * the limit (the writer is cut off) rather than holding the whole file. */
static void
test_oversized_refused (Fixture *f, gconstpointer data)
{
  g_autofree char *pipe_path = g_build_filename (f->dir, "huge.blockhouse", NULL);
  g_autoptr(GFile) pipe_file = g_file_new_for_path (pipe_path);
  const gsize chunk = 1 << 16;
  g_autofree char *spaces = g_malloc (chunk);
  const char *head = "<?xml version=\"1.0\"?>\n<blockhouse-save format=\"1\" game=\"tiny\" scenario=\"ford\">";
  gsize sent = 0;
  gboolean cut_off = FALSE;
  const char *body;
  int fd;

  memset (spaces, ' ', chunk);
  g_assert_cmpint (mkfifo (pipe_path, 0600), ==, 0);
  bh_window_open_file_async (f->window, pipe_file);
  fd = open (pipe_path, O_WRONLY);
  g_assert_cmpint (fd, >=, 0);
  write_all (fd, head, strlen (head));
  sent = strlen (head);
  /* Twice the limit is offered; the reader takes one byte past it. */
  while (sent < 2 * (gsize) BH_SAVE_MAX_BYTES)
    {
      ssize_t n = write (fd, spaces, chunk);

      if (n < 0)
        {
          g_assert_cmpint (errno, ==, EPIPE);
          cut_off = TRUE;
          break;
        }
      sent += (gsize) n;
    }
  close (fd);
  g_assert_true (cut_off);
  g_assert_cmpuint (sent, <, 2 * (gsize) BH_SAVE_MAX_BYTES);
  bh_test_wait_opened (f->window);
  g_assert_nonnull (bh_window_get_error_dialog (f->window));
  body = adw_message_dialog_get_body (ADW_MESSAGE_DIALOG (bh_window_get_error_dialog (f->window)));
  g_assert_nonnull (strstr (body, "huge.blockhouse: the file is larger than 64 MB"));
  g_assert_null (strchr (body, '\n'));
  gtk_window_destroy (bh_window_get_error_dialog (f->window));
}

/* ---- the log of a long game ------------------------------------------------ */

#define LONG_GAME 40000

static void
count_rows (GtkWidget *widget, guint *rows, gboolean *last_shown, const char *last_number)
{
  if (gtk_widget_has_css_class (widget, "log-row") && gtk_widget_get_child_visible (widget))
    (*rows)++;
  if (GTK_IS_LABEL (widget) && g_strcmp0 (gtk_label_get_text (GTK_LABEL (widget)), last_number) == 0 &&
      gtk_widget_get_mapped (widget))
    *last_shown = TRUE;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    count_rows (child, rows, last_shown, last_number);
}

typedef struct {
  BhWindow *window;
  const char *last_number;
} LastRow;

static gboolean
last_row_shown (gpointer user_data)
{
  LastRow *l = user_data;
  guint rows = 0;
  gboolean shown = FALSE;

  count_rows (GTK_WIDGET (l->window), &rows, &shown, l->last_number);
  return shown;
}

static GtkWidget *
find_by_class (GtkWidget *widget, const char *css_class)
{
  if (gtk_widget_has_css_class (widget, css_class))
    return widget;
  for (GtkWidget *child = gtk_widget_get_first_child (widget); child; child = gtk_widget_get_next_sibling (child))
    {
      GtkWidget *found = find_by_class (child, css_class);

      if (found != NULL)
        return found;
    }
  return NULL;
}

static void
on_review (GtkWidget *log, int n_actions, int *reviewed)
{
  *reviewed = n_actions;
}

/* A free-play game of the test game with tens of thousands of actions: the
 * log lists every one, scrolled to the newest, with row widgets for a
 * screenful only; undo and a new action change one row. */
static void
test_long_log (Fixture *f, gconstpointer data)
{
  g_autoptr(BhGameData) game_data = bh_library_load_game (f->library, "tiny", NULL);
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_new (game_data, "ford", 3, TRUE, &error);
  g_autofree char *last_number = g_strdup_printf ("%u.", LONG_GAME);
  g_autofree char *after_undo = g_strdup_printf ("%u.", LONG_GAME - 1);
  BhAction there, back;
  LastRow last = { f->window, last_number };
  guint rows = 0;
  gboolean shown = FALSE;

  g_assert_no_error (error);
  g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), "move red-band.1 ford", &there, NULL));
  g_assert_true (bh_rules_parse_action (bh_game_get_rules (game), "move red-band.1 red-camp", &back, NULL));
  for (guint i = 0; i < LONG_GAME; i++)
    g_assert_true (bh_game_perform (game, i % 2 ? &back : &there, NULL));

  bh_window_set_game (f->window, game);
  gtk_widget_activate_action (GTK_WIDGET (f->window), "win.show-panel", "s", "log");
  bh_test_wait_until (last_row_shown, &last);
  count_rows (GTK_WIDGET (f->window), &rows, &shown, last_number);
  /* Rows around what is on screen: GTK 4.8's list view keeps about 200
   * made, whatever the length of the log. */
  g_assert_cmpuint (rows, >, 0);
  g_assert_cmpuint (rows, <, 500);
  bh_test_wait_settled ();
  bh_test_screenshot (GTK_WIDGET (f->window), "saves-long-log.png");

  /* A row activated (Enter, or a click) reviews the board after it; a
   * review marks its row. */
  {
    GtkWidget *list = find_by_class (GTK_WIDGET (f->window), "log-list");
    GtkSelectionModel *selection;
    int reviewed = -1;
    gulong id;

    g_assert_nonnull (list);
    selection = gtk_list_view_get_model (GTK_LIST_VIEW (list));
    id = g_signal_connect (gtk_widget_get_ancestor (list, BH_TYPE_LOG_VIEW), "review",
                           G_CALLBACK (on_review), &reviewed);
    g_signal_emit_by_name (list, "activate", LONG_GAME / 2 - 1);
    g_assert_cmpint (reviewed, ==, LONG_GAME / 2);
    g_assert_true (gtk_selection_model_is_selected (selection, LONG_GAME / 2 - 1));
    bh_window_review (f->window, 100);
    g_assert_true (gtk_selection_model_is_selected (selection, 99));
    g_assert_false (gtk_selection_model_is_selected (selection, LONG_GAME / 2 - 1));
    bh_window_review (f->window, -1);
    g_assert_false (gtk_selection_model_is_selected (selection, 99));
    g_signal_handler_disconnect (gtk_widget_get_ancestor (list, BH_TYPE_LOG_VIEW), id);
  }

  /* Undo: the newest row goes. */
  g_assert_true (gtk_widget_activate_action (GTK_WIDGET (f->window), "win.undo", NULL));
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, LONG_GAME - 1);
  last.last_number = after_undo;
  bh_test_wait_until (last_row_shown, &last);
  rows = 0;
  shown = FALSE;
  count_rows (GTK_WIDGET (f->window), &rows, &shown, last_number);
  g_assert_false (shown);

  /* A new action: row LONG_GAME again, now the other move. */
  g_assert_true (bh_window_perform (f->window, &there) || bh_window_perform (f->window, &back));
  last.last_number = last_number;
  bh_test_wait_until (last_row_shown, &last);
  g_assert_cmpuint (bh_game_get_n_log_entries (game), ==, LONG_GAME);

  /* The autosave, written in a worker after each change, is the game as
   * it now stands. */
  bh_test_wait_autosaved (f->window);
  {
    g_autoptr(BhGame) autosaved = bh_library_open_save (f->library, bh_window_get_autosave_file (f->window), &error);

    g_assert_no_error (error);
    g_assert_cmpuint (bh_game_get_n_log_entries (autosaved), ==, LONG_GAME);
    g_assert_true (bh_state_equal (bh_game_get_state (autosaved), bh_game_get_state (game)));
  }
}

int
main (int argc, char *argv[])
{
  g_test_init (&argc, &argv, NULL);
  adw_init ();
  bh_builtin_rules_register ();
  bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
  /* The oversized save's writer is cut off: an error, not a signal. */
  signal (SIGPIPE, SIG_IGN);

  g_test_add ("/ui/saves/resume-responsive", Fixture, NULL, fixture_set_up, test_resume_responsive, fixture_tear_down);
  g_test_add ("/ui/saves/oversized-refused", Fixture, NULL, fixture_set_up, test_oversized_refused, fixture_tear_down);
  g_test_add ("/ui/saves/long-log", Fixture, NULL, fixture_set_up, test_long_log, fixture_tear_down);
  return g_test_run ();
}
