/* bh-test-tmp.c — bh_test_make_tmp (bh-test-util.h), the one temporary
 * folder maker of every test program.  An object of its own in the test
 * library, so that the window tests, which define their own
 * bh_test_library (test-window-util.c), link it without bh-test-util.c. */
#include "config.h"

#include "bh-test-util.h"

char *
bh_test_make_tmp (const char *tmpl)
{
  g_autoptr(GError) error = NULL;
  char *dir = g_dir_make_tmp (tmpl, &error);

  /* g_assert_no_error prints the error's message: why it failed. */
  g_assert_no_error (error);
  g_assert_nonnull (dir);
  return dir;
}
