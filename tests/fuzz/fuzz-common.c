/* fuzz-common.c — one library and one scratch folder per fuzzing process. */
#include "config.h"

#include "fuzz-common.h"
#include "bh-builtin-rules.h"
#include "bh-tiny-rules.h"

#include <stdlib.h>

static char *scratch;

static void
remove_scratch (void)
{
  bh_test_remove_tree (scratch);
}

const char *
fuzz_scratch (void)
{
  if (scratch == NULL)
    {
      scratch = g_dir_make_tmp ("blockhouse-fuzz-XXXXXX", NULL);
      g_assert_nonnull (scratch);
      atexit (remove_scratch);
    }
  return scratch;
}

BhLibrary *
fuzz_library (void)
{
  static BhLibrary *library;

  if (library == NULL)
    {
      /* Refusals are expected by the thousand: keep them quiet. */
      g_log_set_always_fatal (G_LOG_LEVEL_CRITICAL | G_LOG_LEVEL_ERROR);
      bh_builtin_rules_register ();
      bh_rules_register ("tiny", BH_TYPE_TINY_RULES);
      library = bh_test_library ();
    }
  return library;
}
