/* bh-test-tmp.c — bh_test_make_tmp (bh-test-util.h), the one temporary
 * folder maker of every test program, and the removal of what it made.
 * An object of its own in the test library, so that the window tests,
 * which define their own bh_test_library (test-window-util.c), link it
 * without bh-test-util.c.
 *
 * Every folder made here (and any file given to bh_test_remove_at_exit)
 * is removed when the program ends: at exit, and when a failed assertion
 * aborts it (GLib's g_assert_* end in abort (), which runs no atexit
 * handler, so SIGABRT is caught once, the files removed, and the signal
 * raised again).  A failing or passing run leaves nothing in /tmp. */
#include "config.h"

#include "bh-test-util.h"

#include <signal.h>
#include <stdlib.h>
#include <unistd.h>

#include <glib/gstdio.h>

static GPtrArray *doomed;       /* paths removed at the end */
static pid_t owner;             /* the process that made them: not a forked child */

/* Removes `path`, a file or a folder with all it holds; a symbolic link
 * is removed, never followed (test-cli links the source schemas in). */
void
bh_test_remove_tree (const char *path)
{
  g_autoptr(GDir) handle = NULL;
  const char *name;

  if (g_file_test (path, G_FILE_TEST_IS_SYMLINK) || !g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_unlink (path);
      return;
    }
  handle = g_dir_open (path, 0, NULL);
  while (handle && (name = g_dir_read_name (handle)))
    {
      g_autofree char *child = g_build_filename (path, name, NULL);

      bh_test_remove_tree (child);
    }
  g_rmdir (path);
}

static void
remove_doomed (void)
{
  if (doomed == NULL || getpid () != owner)
    return;
  for (guint i = doomed->len; i > 0; i--)
    bh_test_remove_tree (g_ptr_array_index (doomed, i - 1));
  g_ptr_array_set_size (doomed, 0);
}

static void
on_abort (int sig)
{
  remove_doomed ();
  signal (sig, SIG_DFL);
  raise (sig);
}

void
bh_test_remove_at_exit (const char *path)
{
  if (doomed == NULL)
    {
      doomed = g_ptr_array_new_with_free_func (g_free);
      owner = getpid ();
      atexit (remove_doomed);
      signal (SIGABRT, on_abort);
    }
  g_ptr_array_add (doomed, g_strdup (path));
}

char *
bh_test_make_tmp (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  /* g_assert_no_error prints the error's message: why it failed. */
  g_assert_no_error (error);
  g_assert_nonnull (dir);
  bh_test_remove_at_exit (dir);
  return dir;
}
