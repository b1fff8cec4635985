/* standalone.c — runs a fuzz target on files and folders of inputs without
 * a fuzzing engine: the regression test over the seed corpus and every
 * finding kept in tests/fuzz/regressions/. */
#include "config.h"

#include "fuzz-common.h"

static guint
run_path (const char *path)
{
  guint n = 0;

  if (g_file_test (path, G_FILE_TEST_IS_DIR))
    {
      g_autoptr(GDir) dir = g_dir_open (path, 0, NULL);
      g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
      const char *name;

      while (dir && (name = g_dir_read_name (dir)) != NULL)
        g_ptr_array_add (names, g_build_filename (path, name, NULL));
      for (guint i = 0; i < names->len; i++)
        n += run_path (g_ptr_array_index (names, i));
    }
  else
    {
      g_autofree char *contents = NULL;
      gsize length;

      if (!g_file_get_contents (path, &contents, &length, NULL))
        g_error ("cannot read %s", path);
      LLVMFuzzerTestOneInput ((const uint8_t *) contents, length);
      n = 1;
    }
  return n;
}

int
main (int argc, char **argv)
{
  guint n = 0;

  for (int i = 1; i < argc; i++)
    n += run_path (argv[i]);
  g_print ("%u inputs, no crash\n", n);
  return 0;
}
