/* test-counter-backs.c — a hidden piece is drawn as its back only (issue 10).
 *
 * A view hides a piece by making it an anonymous placeholder of its class
 * (its side and kind, bh_rules_hidden_class); which placeholder stands for
 * which piece is arbitrary.  So the picture of a hidden piece must depend on
 * nothing else: for every game, every unit type of a side draws, hidden, the
 * very same pixels as every other type of that side, whatever its face; and
 * that back differs from the type's own counter. */
#include "config.h"

#include "bh-test-util.h"
#include "bh-counter-cache.h"

#include <string.h>

static BhLibrary *library;

static GBytes *
pixels (GdkTexture *texture)
{
  int w = gdk_texture_get_width (texture), h = gdk_texture_get_height (texture);
  guchar *data = g_malloc (4 * w * h);

  gdk_texture_download (texture, data, 4 * w);
  return g_bytes_new_take (data, 4 * w * h);
}

static void
test_backs (gconstpointer user_data)
{
  const char *game = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, game, &error);
  g_autoptr(BhCounterCache) cache = bh_counter_cache_new ();
  g_autoptr(GHashTable) backs = g_hash_table_new_full (g_direct_hash, g_direct_equal, NULL, (GDestroyNotify) g_bytes_unref);
  guint differing = 0, compared = 0;

  g_assert_no_error (error);
  bh_counter_cache_set_size (cache, 48);
  for (guint t = 0; t < bh_game_data_get_n_unit_types (data); t++)
    {
      const BhUnitType *type = bh_game_data_get_unit_type (data, t);

      for (guint face = 0; face < MAX (1, type->faces->len); face++)
        {
          g_autoptr(GBytes) back = pixels (bh_counter_cache_lookup (cache, data, t, face, TRUE));
          g_autoptr(GBytes) front = pixels (bh_counter_cache_lookup (cache, data, t, face, FALSE));
          GBytes *first = g_hash_table_lookup (backs, GINT_TO_POINTER (type->side + 1));

          if (first == NULL)
            g_hash_table_insert (backs, GINT_TO_POINTER (type->side + 1), g_bytes_ref (back));
          else if (!g_bytes_equal (first, back))
            g_error ("%s: hidden, %s (face %u) draws otherwise than another piece of its side", game, type->id, face);
          compared++;
          differing += !g_bytes_equal (front, back);
        }
    }
  g_assert_cmpuint (compared, >, 1);
  /* Not vacuous: the backs are not the counters themselves. */
  g_assert_cmpuint (differing, ==, compared);
}

int
main (int argc, char **argv)
{
  g_auto(GStrv) games = NULL;
  int status;

  bh_test_init (&argc, &argv);
  library = bh_test_library ();
  games = bh_library_list_games (library);
  for (guint g = 0; games[g] != NULL; g++)
    {
      g_autofree char *path = g_strdup_printf ("/%s/views/hidden-counter-shows-its-back-only", games[g]);

      g_test_add_data_func (path, games[g], test_backs);
    }
  status = g_test_run ();
  g_object_unref (library);
  return status;
}
