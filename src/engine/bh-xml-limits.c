/* bh-xml-limits.c — sizes and counts before parsing, a save's shape
 * before validation: refusals in linear time and bounded memory. */
#include "config.h"

#include "bh-xml-limits.h"
#include "bh-error.h"

#include <glib/gi18n-lib.h>
#include <string.h>

/* Skips past `end` (a comment's or a processing instruction's close),
 * counting lines; returns the position after it or `stop`. */
static const char *
skip_past (const char *p, const char *stop, const char *end, int *line)
{
  gsize n = strlen (end);

  for (; p + n <= stop; p++)
    {
      if (memcmp (p, end, n) == 0)
        return p + n;
      if (*p == '\n')
        (*line)++;
    }
  return stop;
}

static gsize
max_bytes_for (const char *schema_name)
{
  return g_strcmp0 (schema_name, "save.rng") == 0 ? BH_SAVE_MAX_BYTES : BH_DATA_MAX_BYTES;
}

static void
refuse_size (const char *name, const char *schema_name, GError **error)
{
  guint mb = (guint) (max_bytes_for (schema_name) >> 20);

  if (schema_name != NULL)
    g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s: the file is larger than %u MB, the most a file following %s may be"),
                 name, mb, schema_name);
  else
    g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s: the file is larger than %u MB, the most a data file may be"),
                 name, mb);
}

GBytes *
bh_xml_read_file (GFile *file, const char *name, const char *schema_name, GCancellable *cancellable,
                  GError **error)
{
  gsize max_bytes = max_bytes_for (schema_name);
  g_autoptr(GFileInputStream) stream = g_file_read (file, cancellable, error);
  g_autoptr(GByteArray) contents = g_byte_array_new ();
  const gsize chunk = 1u << 20;

  if (stream == NULL)
    return NULL;
  /* One byte past the limit is enough to know the file is too big. */
  while (contents->len <= max_bytes)
    {
      gsize want = MIN (chunk, max_bytes + 1 - contents->len), got = 0;
      guint at = contents->len;

      g_byte_array_set_size (contents, at + want);
      if (!g_input_stream_read_all (G_INPUT_STREAM (stream), contents->data + at, want, &got, cancellable, error))
        return NULL;
      g_byte_array_set_size (contents, at + got);
      if (got < want)
        return g_byte_array_free_to_bytes (g_steal_pointer (&contents));
    }
  refuse_size (name, schema_name, error);
  return NULL;
}

gboolean
bh_xml_check_limits (const char *name, const char *contents, gsize length, const char *schema_name,
                     GError **error)
{
  gboolean save = g_strcmp0 (schema_name, "save.rng") == 0;
  gsize max_bytes = max_bytes_for (schema_name);
  guint max_total = save ? BH_SAVE_MAX_ACTIONS + BH_SAVE_MAX_OPTIONS + 1 : BH_DATA_MAX_ELEMENTS;
  g_autoptr(GHashTable) counts = NULL;
  const char *p = contents, *stop = contents + length;
  guint total = 0;
  int line = 1;

  if (length > max_bytes)
    {
      refuse_size (name, schema_name, error);
      return FALSE;
    }
  counts = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  while (p < stop)
    {
      const char *start;
      char key[65];
      gsize n;
      guint count, limit;

      if (*p == '\n')
        line++;
      if (*p++ != '<' || p >= stop)
        continue;
      if (*p == '/')
        continue;
      if (*p == '?')
        {
          p = skip_past (p, stop, "?>", &line);
          continue;
        }
      if (stop - p >= 3 && memcmp (p, "!--", 3) == 0)
        {
          p = skip_past (p + 3, stop, "-->", &line);
          continue;
        }
      if (*p == '!')
        continue;
      start = p;
      while (p < stop && !g_ascii_isspace (*p) && *p != '/' && *p != '>' && *p != '<')
        p++;
      n = MIN ((gsize) (p - start), sizeof key - 1);
      memcpy (key, start, n);
      key[n] = '\0';
      count = GPOINTER_TO_UINT (g_hash_table_lookup (counts, key)) + 1;
      if (count == 1 && g_hash_table_size (counts) >= BH_MAX_ELEMENT_NAMES)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s:%d: more than %u different element names"),
                       name, line, BH_MAX_ELEMENT_NAMES);
          return FALSE;
        }
      g_hash_table_insert (counts, g_strdup (key), GUINT_TO_POINTER (count));
      if (save && !g_str_equal (key, "action") && !g_str_equal (key, "option") &&
          !g_str_equal (key, "blockhouse-save"))
        {
          g_autofree char *shown = g_utf8_make_valid (key, -1);

          g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s:%d: <%s> is not an element of a save"),
                       name, line, shown);
          return FALSE;
        }
      if (save)
        limit = g_str_equal (key, "action") ? BH_SAVE_MAX_ACTIONS
              : g_str_equal (key, "option") ? BH_SAVE_MAX_OPTIONS : 1;
      else
        limit = BH_DATA_MAX_PER_KIND;
      if (count > limit)
        {
          /* The name is cut to 64 bytes and has no line break: one line. */
          g_autofree char *shown = g_utf8_make_valid (key, -1);

          g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s:%d: more than %u <%s> elements, the most %s allows"),
                       name, line, limit, shown, schema_name ? schema_name : _("a data file"));
          return FALSE;
        }
      if (++total > max_total)
        {
          g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s:%d: more than %u elements, the most %s allows"),
                       name, line, max_total, schema_name ? schema_name : _("a data file"));
          return FALSE;
        }
    }
  return TRUE;
}
