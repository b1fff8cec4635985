/* bh-atomic-file.c — crash-safe and full-disk-safe writes of one file or of
 * a whole folder.  Linux: O_TMPFILE, linkat, renameat2 (RENAME_EXCHANGE),
 * with plain temporary names where the file system lacks them. */
#define _GNU_SOURCE
#include "config.h"

#include "bh-atomic-file.h"
#include "bh-error.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>

static gboolean
fail (GError **error, int errsv, const char *path, const char *what)
{
  g_set_error (error, G_IO_ERROR, g_io_error_from_errno (errsv), "%s: %s: %s", path, what, g_strerror (errsv));
  return FALSE;
}

static gboolean
write_all (int fd, const char *data, gsize length)
{
  while (length > 0)
    {
      ssize_t n = write (fd, data, MIN (length, (gsize) 1 << 20));

      if (n < 0 && errno == EINTR)
        continue;
      if (n <= 0)
        {
          if (n == 0)
            errno = ENOSPC;
          return FALSE;
        }
      data += n;
      length -= n;
    }
  return TRUE;
}

/* A name no one else uses, beside the target: ".NAME.XXXXXX.tmp". */
static char *
temp_name (const char *base, const char *kind)
{
  return g_strdup_printf (".%s.%08x%08x.%s", base, g_random_int (), g_random_int (), kind);
}

/* Writes, flushes and closes a new file in `dirfd`; on success *fd_out is
 * -1 and *name_out the name it got (NULL when it is still unnamed: then
 * *fd_out stays open for linking). */
static int
open_temp (int dirfd, const char *base, char **name_out)
{
  int fd;

  /* An unnamed file vanishes by itself if the writer is killed. */
  fd = openat (dirfd, ".", O_TMPFILE | O_WRONLY | O_CLOEXEC, 0666);
  if (fd >= 0 && g_file_test ("/proc/self/fd", G_FILE_TEST_IS_DIR))
    {
      *name_out = NULL;
      return fd;
    }
  if (fd >= 0)
    close (fd);
  for (int attempt = 0; attempt < 100; attempt++)
    {
      g_autofree char *name = temp_name (base, "tmp");

      fd = openat (dirfd, name, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0666);
      if (fd >= 0)
        {
          *name_out = g_steal_pointer (&name);
          return fd;
        }
      if (errno != EEXIST)
        return -1;
    }
  return -1;
}

gboolean
bh_atomic_write (GFile *file, const void *data, gsize length, GError **error)
{
  g_autofree char *path = g_file_get_path (file);
  g_autofree char *dir = NULL, *base = NULL, *temp = NULL;
  struct stat old;
  gboolean exists;
  int dirfd, fd, errsv;

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (file);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s: only local files can be saved"), uri);
      return FALSE;
    }
  dir = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  dirfd = open (dir, O_DIRECTORY | O_RDONLY | O_CLOEXEC);
  if (dirfd < 0)
    return fail (error, errno, path, _("cannot open its folder"));
  exists = fstatat (dirfd, base, &old, 0) == 0;

  fd = open_temp (dirfd, base, &temp);
  if (fd < 0)
    {
      errsv = errno;
      close (dirfd);
      return fail (error, errsv, path, _("cannot create a temporary file"));
    }
  if (exists)
    fchmod (fd, old.st_mode & 07777);
  if (!write_all (fd, data, length) || fsync (fd) != 0)
    goto failed;

  if (temp == NULL)
    {
      g_autofree char *proc = g_strdup_printf ("/proc/self/fd/%d", fd);

      /* A new file appears whole under its name in one step; an old one
       * is replaced by a rename from a name held only for an instant. */
      if (!exists && linkat (AT_FDCWD, proc, dirfd, base, AT_SYMLINK_FOLLOW) == 0)
        goto linked;
      if (!exists && errno != EEXIST)
        goto failed;
      for (int attempt = 0; temp == NULL; attempt++)
        {
          g_autofree char *name = temp_name (base, "tmp");

          if (linkat (AT_FDCWD, proc, dirfd, name, AT_SYMLINK_FOLLOW) == 0)
            temp = g_steal_pointer (&name);
          else if (errno != EEXIST || attempt > 100)
            goto failed;
        }
    }
  if (close (fd) != 0)
    {
      fd = -1;
      goto failed;
    }
  fd = -1;
  if (renameat (dirfd, temp, dirfd, base) != 0)
    goto failed;
  g_clear_pointer (&temp, g_free);

linked:
  if (fd >= 0 && close (fd) != 0)
    {
      fd = -1;
      goto failed;
    }
  /* The rename itself reaches the disk only when the folder is flushed. */
  if (fsync (dirfd) != 0 && errno != EINVAL)
    {
      errsv = errno;
      close (dirfd);
      return fail (error, errsv, path, _("cannot write"));
    }
  close (dirfd);
  return TRUE;

failed:
  errsv = errno;
  if (fd >= 0)
    close (fd);
  if (temp != NULL)
    unlinkat (dirfd, temp, 0);
  close (dirfd);
  return fail (error, errsv, path, _("cannot write"));
}

/* ---- folders ---------------------------------------------------------------------- */

static void
remove_tree_at (int dirfd, const char *name)
{
  int fd = openat (dirfd, name, O_DIRECTORY | O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
  DIR *dir;
  struct dirent *entry;

  if (fd < 0)
    {
      unlinkat (dirfd, name, 0);
      return;
    }
  dir = fdopendir (fd);
  if (dir == NULL)
    {
      close (fd);
      return;
    }
  while ((entry = readdir (dir)) != NULL)
    {
      if (g_str_equal (entry->d_name, ".") || g_str_equal (entry->d_name, ".."))
        continue;
      if (entry->d_type == DT_DIR)
        remove_tree_at (fd, entry->d_name);
      else if (unlinkat (fd, entry->d_name, 0) != 0 && errno == EISDIR)
        remove_tree_at (fd, entry->d_name);
    }
  closedir (dir);
  unlinkat (dirfd, name, AT_REMOVEDIR);
}

static gboolean
is_changed (const char *relative, const BhFolderChange *changes, guint n_changes)
{
  for (guint i = 0; i < n_changes; i++)
    if (g_str_equal (relative, changes[i].path))
      return TRUE;
  return FALSE;
}

static gboolean
copy_file_at (int from_dir, const char *name, int to_dir)
{
  g_autofree char *contents = NULL;
  int in = openat (from_dir, name, O_RDONLY | O_CLOEXEC);
  int out;
  char buffer[65536];
  ssize_t n;
  gboolean ok = TRUE;

  if (in < 0)
    return FALSE;
  out = openat (to_dir, name, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, 0666);
  if (out < 0)
    {
      close (in);
      return FALSE;
    }
  while (ok && (n = read (in, buffer, sizeof buffer)) != 0)
    ok = n > 0 ? write_all (out, buffer, n) : errno == EINTR;
  ok = ok && fsync (out) == 0;
  close (in);
  return close (out) == 0 && ok;
}

/* Mirrors `from` into the empty `to`: folders made, files hard-linked (or
 * copied where links are refused), except the files about to change. */
static gboolean
mirror (int from, int to, const char *prefix, const BhFolderChange *changes, guint n_changes)
{
  int from_copy = dup (from);
  DIR *dir = from_copy >= 0 ? fdopendir (from_copy) : NULL;
  struct dirent *entry;
  gboolean ok = TRUE;

  if (dir == NULL)
    return FALSE;
  while (ok && (entry = readdir (dir)) != NULL)
    {
      g_autofree char *relative = NULL;
      struct stat st;

      if (g_str_equal (entry->d_name, ".") || g_str_equal (entry->d_name, ".."))
        continue;
      relative = g_strconcat (prefix, entry->d_name, NULL);
      if (fstatat (from, entry->d_name, &st, AT_SYMLINK_NOFOLLOW) != 0)
        ok = FALSE;
      else if (S_ISDIR (st.st_mode))
        {
          g_autofree char *inner = g_strconcat (relative, "/", NULL);
          int a, b;

          ok = mkdirat (to, entry->d_name, st.st_mode & 07777) == 0;
          a = ok ? openat (from, entry->d_name, O_DIRECTORY | O_RDONLY | O_CLOEXEC) : -1;
          b = ok ? openat (to, entry->d_name, O_DIRECTORY | O_RDONLY | O_CLOEXEC) : -1;
          ok = a >= 0 && b >= 0 && mirror (a, b, inner, changes, n_changes) && fsync (b) == 0;
          if (a >= 0)
            close (a);
          if (b >= 0)
            close (b);
        }
      else if (S_ISLNK (st.st_mode))
        {
          char target[4096];
          ssize_t n = readlinkat (from, entry->d_name, target, sizeof target - 1);

          if (n < 0)
            ok = FALSE;
          else
            {
              target[n] = '\0';
              ok = symlinkat (target, to, entry->d_name) == 0;
            }
        }
      else if (!is_changed (relative, changes, n_changes))
        ok = linkat (from, entry->d_name, to, entry->d_name, 0) == 0 || copy_file_at (from, entry->d_name, to);
    }
  closedir (dir);
  return ok;
}

/* Creates the folders leading to `relative` inside `root` and opens the
 * last one. */
static int
open_parent (int root, const char *relative, const char **leaf)
{
  g_auto(GStrv) parts = g_strsplit (relative, "/", -1);
  guint n = g_strv_length (parts);
  int fd = dup (root);

  for (guint i = 0; fd >= 0 && i + 1 < n; i++)
    {
      int next;

      if (*parts[i] == '\0' || g_str_equal (parts[i], ".") || g_str_equal (parts[i], ".."))
        {
          close (fd);
          errno = EINVAL;
          return -1;
        }
      if (mkdirat (fd, parts[i], 0777) != 0 && errno != EEXIST)
        {
          close (fd);
          return -1;
        }
      next = openat (fd, parts[i], O_DIRECTORY | O_RDONLY | O_CLOEXEC);
      close (fd);
      fd = next;
    }
  *leaf = strrchr (relative, '/') ? strrchr (relative, '/') + 1 : relative;
  if (**leaf == '\0' || g_str_equal (*leaf, ".") || g_str_equal (*leaf, ".."))
    {
      if (fd >= 0)
        close (fd);
      errno = EINVAL;
      return -1;
    }
  return fd;
}

static gboolean
apply_change (int root, const BhFolderChange *change)
{
  const char *leaf;
  int dirfd = open_parent (root, change->path, &leaf);
  gboolean ok;

  if (dirfd < 0)
    return FALSE;
  if (change->bytes == NULL)
    ok = unlinkat (dirfd, leaf, 0) == 0 || errno == ENOENT;
  else
    {
      gsize size;
      const char *data = g_bytes_get_data (change->bytes, &size);
      int fd = openat (dirfd, leaf, O_CREAT | O_TRUNC | O_WRONLY | O_CLOEXEC, 0666);

      ok = fd >= 0 && write_all (fd, data ? data : "", size) && fsync (fd) == 0;
      if (fd >= 0)
        ok = close (fd) == 0 && ok;
    }
  ok = ok && fsync (dirfd) == 0;
  close (dirfd);
  return ok;
}

/* Copies left by a writer that was killed: the old folder or an unfinished
 * new one, never the only copy of anything. */
static void
remove_leftovers (int parent, const char *base)
{
  g_autofree char *prefix = g_strdup_printf (".%s.", base);
  int fd = dup (parent);
  DIR *dir = fd >= 0 ? fdopendir (fd) : NULL;
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  struct dirent *entry;

  if (dir == NULL)
    return;
  while ((entry = readdir (dir)) != NULL)
    if (g_str_has_prefix (entry->d_name, prefix) && g_str_has_suffix (entry->d_name, ".saving"))
      g_ptr_array_add (names, g_strdup (entry->d_name));
  closedir (dir);
  for (guint i = 0; i < names->len; i++)
    remove_tree_at (parent, g_ptr_array_index (names, i));
}

gboolean
bh_atomic_write_folder (GFile *folder, const BhFolderChange *changes, guint n_changes, GError **error)
{
  g_autofree char *path = g_file_get_path (folder);
  g_autofree char *parent_path = NULL, *base = NULL, *staging = NULL;
  int parent, old = -1, fresh = -1, errsv;
  const char *what = _("cannot write");
  gboolean exists;

  if (path == NULL)
    {
      g_autofree char *uri = g_file_get_uri (folder);

      g_set_error (error, G_IO_ERROR, G_IO_ERROR_NOT_SUPPORTED, _("%s: only local files can be saved"), uri);
      return FALSE;
    }
  parent_path = g_path_get_dirname (path);
  base = g_path_get_basename (path);
  parent = open (parent_path, O_DIRECTORY | O_RDONLY | O_CLOEXEC);
  if (parent < 0)
    return fail (error, errno, path, _("cannot open its folder"));
  remove_leftovers (parent, base);

  staging = temp_name (base, "saving");
  if (mkdirat (parent, staging, 0777) != 0)
    {
      g_clear_pointer (&staging, g_free);
      goto failed;
    }
  fresh = openat (parent, staging, O_DIRECTORY | O_RDONLY | O_CLOEXEC);
  old = openat (parent, base, O_DIRECTORY | O_RDONLY | O_CLOEXEC);
  exists = old >= 0;
  if (fresh < 0 || (!exists && errno != ENOENT))
    goto failed;
  if (exists)
    {
      struct stat st;

      if (fstat (old, &st) == 0)
        fchmod (fresh, st.st_mode & 07777);
      if (!mirror (old, fresh, "", changes, n_changes))
        goto failed;
    }
  for (guint i = 0; i < n_changes; i++)
    if (!apply_change (fresh, &changes[i]))
      {
        /* Name the file that could not be written, not the folder. */
        errsv = errno;
        g_free (path);
        path = g_build_filename (parent_path, base, changes[i].path, NULL);
        goto failed_errno;
      }
  if (fsync (fresh) != 0)
    goto failed;

  /* The one step that publishes the new folder: before it the old folder
   * is whole, after it the new one. */
  what = _("cannot replace the folder");
  if (exists)
    {
      if (renameat2 (parent, staging, parent, base, RENAME_EXCHANGE) != 0)
        {
          g_autofree char *aside = NULL;

          if (errno != EINVAL && errno != ENOSYS)
            goto failed;
          /* No exchange on this file system: two renames, the old folder
           * kept aside until the new one is in place. */
          aside = temp_name (base, "saving");
          if (renameat (parent, base, parent, aside) != 0)
            goto failed;
          if (renameat (parent, staging, parent, base) != 0)
            {
              errsv = errno;
              renameat (parent, aside, parent, base);
              errno = errsv;
              goto failed;
            }
          g_free (staging);
          staging = g_steal_pointer (&aside);
        }
    }
  else if (renameat (parent, staging, parent, base) != 0)
    goto failed;
  if (fsync (parent) != 0 && errno != EINVAL)
    {
      errsv = errno;
      g_clear_pointer (&staging, g_free);
      goto failed_errno;
    }
  /* What is left under the temporary name is the old folder. */
  if (exists)
    remove_tree_at (parent, staging);
  if (old >= 0)
    close (old);
  close (fresh);
  close (parent);
  return TRUE;

failed:
  errsv = errno;
failed_errno:
  if (old >= 0)
    close (old);
  if (fresh >= 0)
    close (fresh);
  if (staging != NULL)
    remove_tree_at (parent, staging);
  close (parent);
  return fail (error, errsv, path, what);
}
