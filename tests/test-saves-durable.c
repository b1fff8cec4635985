/* test-saves-durable.c — saves survive a kill at any moment and a full
 * disk: the file on disk is always the old whole save or the new whole one
 * (bh-atomic-file.c, used by every writer of saves and game folders). */
#define _GNU_SOURCE
#include "config.h"

#include "bh-test-util.h"

#include <errno.h>
#include <fcntl.h>
#include <glib/gstdio.h>
#include <sched.h>
#include <signal.h>
#include <sys/mount.h>
#include <sys/wait.h>
#include <unistd.h>

#define N_FILE_KILLS 300
#define N_FOLDER_KILLS 200

/* BH_SOAK_KILLS=N multiplies both counts (a longer soak, by hand). */
static int
kills (int n)
{
  const char *factor = g_getenv ("BH_SOAK_KILLS");

  return factor != NULL && atoi (factor) > 0 ? n * atoi (factor) : n;
}

/* Two versions of a save-sized file, each recognisable as a whole. */
static GBytes *
version (char letter, gsize size)
{
  GString *s = g_string_new ("<?xml version=\"1.0\"?>\n<blockhouse-save>\n");

  while (s->len + 40 < size)
    g_string_append_printf (s, "  <action>%c move %06zu</action>\n", letter, s->len);
  g_string_append (s, "</blockhouse-save>\n");
  return g_string_free_to_bytes (s);
}

static gboolean
file_is (const char *path, GBytes *expected)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!g_file_get_contents (path, &contents, &length, NULL))
    return FALSE;
  return length == g_bytes_get_size (expected) && memcmp (contents, g_bytes_get_data (expected, NULL), length) == 0;
}

/* Every file in `dir` (not descending) is whole: one of the versions. */
static void
assert_only_whole_files (const char *dir, GBytes *a, GBytes *b)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  g_assert_nonnull (d);
  while ((name = g_dir_read_name (d)) != NULL)
    {
      g_autofree char *path = g_build_filename (dir, name, NULL);

      if (g_file_test (path, G_FILE_TEST_IS_DIR))
        continue;
      if (!file_is (path, a) && !file_is (path, b))
        g_error ("%s is not a whole save", path);
    }
}

static void
write_or_die (const char *path, GBytes *bytes)
{
  g_autoptr(GFile) file = g_file_new_for_path (path);
  g_autoptr(GError) error = NULL;

  if (!bh_atomic_write (file, g_bytes_get_data (bytes, NULL), g_bytes_get_size (bytes), &error))
    g_error ("%s", error->message);
}

/* Runs `writer` in a child and kills it once it has made progress, at a
 * random moment of its work. */
static void
kill_at_random (void (*writer) (const char *dir, int progress), const char *dir, GRand *rand)
{
  int pipefd[2];
  pid_t pid;
  char byte;
  int status;

  g_assert_cmpint (pipe (pipefd), ==, 0);
  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      close (pipefd[0]);
      writer (dir, pipefd[1]);
      _exit (0);
    }
  close (pipefd[1]);
  /* Wait until the writer is inside its loop of writes, then let it run
   * a random while: the kill lands anywhere in a write. */
  g_assert_cmpint (read (pipefd[0], &byte, 1), ==, 1);
  for (guint spins = g_rand_int_range (rand, 0, 400000); spins > 0; spins--)
    __asm__ volatile ("" ::: "memory");
  if (g_rand_boolean (rand))
    sched_yield ();
  kill (pid, SIGKILL);
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  close (pipefd[0]);
}

static GBytes *file_a, *file_b;

static void
file_writer (const char *dir, int progress)
{
  g_autofree char *target = g_build_filename (dir, "game.blockhouse", NULL);

  for (guint i = 0;; i++)
    {
      g_autofree char *fresh = g_strdup_printf ("%s/new-%u.blockhouse", dir, i % 4);

      write_or_die (target, i % 2 ? file_a : file_b);
      if (i == 0)
        g_assert_cmpint (write (progress, "!", 1), ==, 1);
      /* A new name each time too: the first write of a save. */
      g_unlink (fresh);
      write_or_die (fresh, i % 2 ? file_b : file_a);
    }
}

static void
test_kill_file (void)
{
  g_autofree char *dir = bh_test_make_tmp ("blockhouse-kill-XXXXXX");
  g_autofree char *target = g_build_filename (dir, "game.blockhouse", NULL);
  g_autoptr(GRand) rand = g_rand_new_with_seed (12);

  file_a = version ('a', 60000);
  file_b = version ('b', 90000);
  int n = kills (N_FILE_KILLS), old = 0;

  write_or_die (target, file_a);
  for (int i = 0; i < n; i++)
    {
      kill_at_random (file_writer, dir, rand);
      g_assert_true (file_is (target, file_a) || file_is (target, file_b));
      assert_only_whole_files (dir, file_a, file_b);
      old += file_is (target, file_a);
    }
  g_test_message ("%d kills: %d left version a, %d version b, none torn", n, old, n - old);
  g_clear_pointer (&file_a, g_bytes_unref);
  g_clear_pointer (&file_b, g_bytes_unref);
  bh_test_remove_tree (dir);
}

/* A game folder of three files; version `letter` of each. */
static void
folder_changes (BhFolderChange changes[3], char letter)
{
  static const char *const paths[] = { "game.xml", "board.xml", "scenarios/one.xml" };

  for (int i = 0; i < 3; i++)
    {
      changes[i].path = paths[i];
      changes[i].bytes = version (letter, 20000 + 15000 * i);
    }
}

static void
clear_changes (BhFolderChange changes[3])
{
  for (int i = 0; i < 3; i++)
    g_bytes_unref (changes[i].bytes);
}

static void
folder_writer (const char *dir, int progress)
{
  g_autofree char *folder_path = g_build_filename (dir, "game", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  BhFolderChange a[3], b[3];

  folder_changes (a, 'a');
  folder_changes (b, 'b');
  for (guint i = 0;; i++)
    {
      g_autoptr(GError) error = NULL;

      if (!bh_atomic_write_folder (folder, i % 2 ? a : b, 3, &error))
        g_error ("%s", error->message);
      if (i == 0)
        g_assert_cmpint (write (progress, "!", 1), ==, 1);
    }
}

/* The folder is all version a or all version b, and holds its other
 * files (a map kept across saves). */
static void
assert_folder_whole (const char *dir, BhFolderChange a[3], BhFolderChange b[3])
{
  int matches_a = 0, matches_b = 0;
  g_autofree char *map = g_build_filename (dir, "game", "map.png", NULL);
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;

  for (int i = 0; i < 3; i++)
    {
      g_autofree char *path = g_build_filename (dir, "game", a[i].path, NULL);

      matches_a += file_is (path, a[i].bytes);
      matches_b += file_is (path, b[i].bytes);
    }
  g_assert_true (matches_a == 3 || matches_b == 3);
  g_assert_true (g_file_test (map, G_FILE_TEST_IS_REGULAR));
  /* A killed save may leave one copy beside the folder (removed by the
   * next save); never more. */
  for (int copies = 0; (name = g_dir_read_name (d)) != NULL;)
    if (g_str_has_suffix (name, ".saving"))
      g_assert_cmpint (++copies, <=, 1);
}

static void
test_kill_folder (void)
{
  g_autofree char *dir = bh_test_make_tmp ("blockhouse-kill-XXXXXX");
  g_autofree char *folder_path = g_build_filename (dir, "game", NULL);
  g_autofree char *map = g_build_filename (dir, "game", "map.png", NULL);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GRand) rand = g_rand_new_with_seed (34);
  g_autoptr(GError) error = NULL;
  BhFolderChange a[3], b[3];

  folder_changes (a, 'a');
  folder_changes (b, 'b');
  g_assert_true (bh_atomic_write_folder (folder, a, 3, &error));
  g_assert_no_error (error);
  g_assert_true (g_file_set_contents (map, "not really a map", -1, NULL));
  for (int i = 0; i < kills (N_FOLDER_KILLS); i++)
    {
      kill_at_random (folder_writer, dir, rand);
      assert_folder_whole (dir, a, b);
    }
  g_test_message ("%d kills of a folder save: every folder whole", kills (N_FOLDER_KILLS));
  clear_changes (a);
  clear_changes (b);
  bh_test_remove_tree (dir);
}

/* ---- a full disk -------------------------------------------------------------- */

/* Fills the file system under `dir` but `leave` bytes (roughly). */
static void
fill (const char *dir, gsize leave)
{
  g_autofree char *path = g_build_filename (dir, "filler", NULL);
  int fd = open (path, O_CREAT | O_WRONLY | O_TRUNC, 0644);
  char block[1024] = { 0 };

  g_assert_cmpint (fd, >=, 0);
  while (write (fd, block, sizeof block) == sizeof block)
    ;
  g_assert_cmpint (errno, ==, ENOSPC);
  if (leave > 0)
    {
      off_t size = lseek (fd, 0, SEEK_END);

      g_assert_cmpint (ftruncate (fd, size > (off_t) leave ? size - (off_t) leave : 0), ==, 0);
    }
  close (fd);
}

static void
unfill (const char *dir)
{
  g_autofree char *path = g_build_filename (dir, "filler", NULL);

  g_unlink (path);
}

static void
assert_dir_holds (const char *dir, const char *const *names)
{
  g_autoptr(GDir) d = g_dir_open (dir, 0, NULL);
  const char *name;
  guint n = 0;

  while ((name = g_dir_read_name (d)) != NULL)
    {
      if (!g_strv_contains (names, name))
        g_error ("%s/%s was left behind", dir, name);
      n++;
    }
  g_assert_cmpuint (n, ==, g_strv_length ((char **) names));
}

/* Everything the child checks on a 128 KB file system of its own. */
static void
full_disk_checks (const char *mnt)
{
  g_autofree char *target = g_build_filename (mnt, "game.blockhouse", NULL);
  g_autofree char *fresh = g_build_filename (mnt, "new.blockhouse", NULL);
  g_autofree char *folder_path = g_build_filename (mnt, "game", NULL);
  g_autoptr(GFile) target_file = g_file_new_for_path (target);
  g_autoptr(GFile) fresh_file = g_file_new_for_path (fresh);
  g_autoptr(GFile) folder = g_file_new_for_path (folder_path);
  g_autoptr(GBytes) old = version ('a', 12000);
  g_autoptr(GBytes) big = version ('b', 30000);
  const char *const after_file[] = { "game.blockhouse", "filler", "game", NULL };
  BhFolderChange a[3], b[3];
  g_autoptr(GError) error = NULL;

  folder_changes (a, 'a');
  folder_changes (b, 'b');
  for (int i = 0; i < 3; i++)
    {
      g_bytes_unref (a[i].bytes);
      a[i].bytes = version ('a', 3000);
      g_bytes_unref (b[i].bytes);
      b[i].bytes = version ('b', 5000);
    }
  g_assert_true (bh_atomic_write_folder (folder, a, 3, &error));
  write_or_die (target, old);

  /* Nothing free at all, then a few blocks free: the write fails midway. */
  for (gsize leave = 0; leave <= 16384; leave += 8192)
    {
      fill (mnt, leave);
      g_assert_false (bh_atomic_write (target_file, g_bytes_get_data (big, NULL), g_bytes_get_size (big), &error));
      g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NO_SPACE);
      g_assert_null (strchr (error->message, '\n'));
      g_assert_nonnull (strstr (error->message, target));
      g_clear_error (&error);
      g_assert_true (file_is (target, old));

      g_assert_false (bh_atomic_write (fresh_file, g_bytes_get_data (big, NULL), g_bytes_get_size (big), &error));
      g_clear_error (&error);
      g_assert_false (g_file_test (fresh, G_FILE_TEST_EXISTS));

      g_assert_false (bh_atomic_write_folder (folder, b, 3, &error));
      g_assert_nonnull (error);
      g_clear_error (&error);
      for (int i = 0; i < 3; i++)
        {
          g_autofree char *path = g_build_filename (folder_path, a[i].path, NULL);

          g_assert_true (file_is (path, a[i].bytes));
        }
      assert_dir_holds (mnt, after_file);
      unfill (mnt);
    }

  /* With room again, the same writes succeed. */
  write_or_die (target, big);
  bh_atomic_write_folder (folder, b, 3, &error);
  g_assert_no_error (error);
  clear_changes (a);
  clear_changes (b);
}

/* The real command line on the full disk: `do` reports the problem in one
 * line and the save it was given stays as it was. */
static void
full_disk_cli (const char *mnt, const char *datadir)
{
  g_autofree char *games = bh_test_source_path ("tests", "data", "games", NULL);
  g_autofree char *save = g_build_filename (mnt, "cli.blockhouse", NULL);
  g_autofree char *before = NULL, *after = NULL, *err = NULL;
  const char *cli = g_getenv ("BH_CLI_TEST");
  int status;
  const char *new_argv[] = { cli, "--data-dir", datadir, "--games-dir", games, "new", "tiny", "ford",
                             "--seed", "8", "-o", save, NULL };
  const char *do_argv[] = { cli, "--data-dir", datadir, "--games-dir", games, "do", save,
                            "move red-band.1 ford", NULL };

  g_assert_true (g_spawn_sync (NULL, (char **) new_argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, NULL, &status, NULL));
  g_assert_cmpint (status, ==, 0);
  g_assert_true (g_file_get_contents (save, &before, NULL, NULL));
  fill (mnt, 0);
  g_assert_true (g_spawn_sync (NULL, (char **) do_argv, NULL, G_SPAWN_STDOUT_TO_DEV_NULL, NULL, NULL,
                               NULL, &err, &status, NULL));
  g_assert_cmpint (WEXITSTATUS (status), ==, 1);
  g_assert_nonnull (strstr (err, "No space left on device"));
  g_assert_cmpint (strchr (err, '\n') - err, ==, strlen (err) - 1);
  g_assert_true (g_file_get_contents (save, &after, NULL, NULL));
  g_assert_cmpstr (before, ==, after);
  unfill (mnt);
}

/* A mount of our own needs root or a user namespace; the child makes a
 * private mount namespace so nothing is seen outside the test. */
static gboolean
enter_private_mount (const char *mnt)
{
  if (unshare (CLONE_NEWNS) != 0)
    {
      uid_t uid = getuid ();
      gid_t gid = getgid ();
      g_autofree char *uid_map = g_strdup_printf ("%u %u 1", uid, uid);
      g_autofree char *gid_map = g_strdup_printf ("%u %u 1", gid, gid);

      if (unshare (CLONE_NEWUSER | CLONE_NEWNS) != 0 ||
          !g_file_set_contents ("/proc/self/setgroups", "deny", -1, NULL) ||
          !g_file_set_contents ("/proc/self/uid_map", uid_map, -1, NULL) ||
          !g_file_set_contents ("/proc/self/gid_map", gid_map, -1, NULL))
        return FALSE;
    }
  return mount (NULL, "/", NULL, MS_REC | MS_PRIVATE, NULL) == 0 &&
         mount ("blockhouse-test", mnt, "tmpfs", MS_NOSUID | MS_NODEV, "size=128k,mode=0700") == 0;
}

static void
test_full_disk (void)
{
  g_autofree char *mnt = bh_test_make_tmp ("blockhouse-full-XXXXXX");
  g_autofree char *datadir = bh_test_source_path ("data", NULL);
  pid_t pid;
  int status;

  pid = fork ();
  g_assert_cmpint (pid, >=, 0);
  if (pid == 0)
    {
      if (!enter_private_mount (mnt))
        _exit (77);
      full_disk_checks (mnt);
      full_disk_cli (mnt, datadir);
      _exit (0);
    }
  g_assert_cmpint (waitpid (pid, &status, 0), ==, pid);
  g_rmdir (mnt);
  if (WIFEXITED (status) && WEXITSTATUS (status) == 77)
    {
      g_test_skip ("cannot mount a small tmpfs here (needs root or user namespaces): full-disk case not run");
      return;
    }
  g_assert_true (WIFEXITED (status));
  g_assert_cmpint (WEXITSTATUS (status), ==, 0);
}

static void
test_new_file_leaves_nothing_else (void)
{
  g_autofree char *dir = bh_test_make_tmp ("blockhouse-atomic-XXXXXX");
  g_autofree char *target = g_build_filename (dir, "game.blockhouse", NULL);
  g_autofree char *missing = g_build_filename (dir, "no-such-folder", "game.blockhouse", NULL);
  g_autoptr(GFile) missing_file = g_file_new_for_path (missing);
  g_autoptr(GBytes) a = version ('a', 5000);
  g_autoptr(GError) error = NULL;
  const char *const only[] = { "game.blockhouse", NULL };
  GStatBuf st;

  write_or_die (target, a);
  g_assert_cmpint (g_chmod (target, 0640), ==, 0);
  write_or_die (target, a);
  g_assert_cmpint (g_stat (target, &st), ==, 0);
  /* Replacing a save keeps who may read it. */
  g_assert_cmpint (st.st_mode & 0777, ==, 0640);
  assert_dir_holds (dir, only);

  g_assert_false (bh_atomic_write (missing_file, "x", 1, &error));
  g_assert_error (error, G_IO_ERROR, G_IO_ERROR_NOT_FOUND);
  g_assert_nonnull (strstr (error->message, missing));
  bh_test_remove_tree (dir);
}

int
main (int argc, char **argv)
{
  bh_test_init (&argc, &argv);
  g_test_add_func ("/saves/atomic/new-file-leaves-nothing-else", test_new_file_leaves_nothing_else);
  g_test_add_func ("/saves/kill/file", test_kill_file);
  g_test_add_func ("/saves/kill/folder", test_kill_folder);
  g_test_add_func ("/saves/full-disk", test_full_disk);
  return g_test_run ();
}
