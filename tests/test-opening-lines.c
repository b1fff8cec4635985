/* test-opening-lines.c — what the openings tests share (#included by
 * tests/test-GAME-openings.c): a scenario's opening described as a sorted
 * list of distinct lines, compared with the lines written from the
 * rulebook. */
#include <glib.h>

static int
opening_cmp (gconstpointer a, gconstpointer b)
{
  return g_strcmp0 (*(const char *const *) a, *(const char *const *) b);
}

/* Adds `line` (taken) unless it is there already. */
static void
opening_add (GPtrArray *lines, char *line)
{
  for (guint i = 0; i < lines->len; i++)
    if (g_str_equal (g_ptr_array_index (lines, i), line))
      {
        g_free (line);
        return;
      }
  g_ptr_array_add (lines, line);
}

static gboolean
opening_prefixed (const char *line, const char *const *prefixes)
{
  for (guint k = 0; prefixes && prefixes[k]; k++)
    if (g_str_has_prefix (line, prefixes[k]))
      return TRUE;
  return FALSE;
}

/* Fails naming every expected line missing from `actual` and every line
 * of `actual` not expected.  `expected` and `extra` (either may be NULL)
 * end with NULL; only lines starting with one of `only` (NULL: all) are
 * reported as unexpected, never those starting with one of `ignored`. */
static void
opening_check (GPtrArray *actual, const char *const *expected, const char *const *extra,
               const char *const *only, const char *const *ignored)
{
  g_autoptr(GPtrArray) want = g_ptr_array_new ();
  g_autoptr(GString) diff = g_string_new (NULL);

  for (guint i = 0; expected && expected[i]; i++)
    g_ptr_array_add (want, (gpointer) expected[i]);
  for (guint i = 0; extra && extra[i]; i++)
    g_ptr_array_add (want, (gpointer) extra[i]);
  g_ptr_array_sort (want, opening_cmp);
  for (guint i = 0; i < want->len; i++)
    {
      gboolean found = FALSE;

      for (guint j = 0; j < actual->len && !found; j++)
        found = g_str_equal (g_ptr_array_index (want, i), g_ptr_array_index (actual, j));
      if (!found)
        g_string_append_printf (diff, "missing: %s\n", (char *) g_ptr_array_index (want, i));
    }
  for (guint j = 0; j < actual->len; j++)
    {
      const char *line = g_ptr_array_index (actual, j);
      gboolean found = FALSE;

      if ((only && !opening_prefixed (line, only)) || opening_prefixed (line, ignored))
        continue;
      for (guint i = 0; i < want->len && !found; i++)
        found = g_str_equal (g_ptr_array_index (want, i), line);
      if (!found)
        g_string_append_printf (diff, "unexpected: %s\n", line);
    }
  if (diff->len)
    g_error ("the opening differs from the rulebook:\n%s", diff->str);
}
