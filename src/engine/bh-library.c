/* bh-library.c — finds the game data, loads each game once, opens saves. */
#include "config.h"

#include "bh-library.h"
#include "bh-error.h"
#include "bh-xml.h"
#include "bh-xml-limits.h"

#include <glib/gi18n-lib.h>
#include <libxml/tree.h>

struct _BhLibrary
{
  GObject parent_instance;

  GFile *data_dir;
  GPtrArray *games_dirs;   /* GFile: data_dir/games, then any added */
  GHashTable *loaded;      /* id -> BhGameData */
  GMutex lock;             /* saves open in worker threads too */
};

G_DEFINE_FINAL_TYPE (BhLibrary, bh_library, G_TYPE_OBJECT)

static void
bh_library_finalize (GObject *object)
{
  BhLibrary *self = BH_LIBRARY (object);

  g_clear_object (&self->data_dir);
  g_ptr_array_unref (self->games_dirs);
  g_hash_table_unref (self->loaded);
  g_mutex_clear (&self->lock);
  G_OBJECT_CLASS (bh_library_parent_class)->finalize (object);
}

static void
bh_library_class_init (BhLibraryClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bh_library_finalize;
}

static void
bh_library_init (BhLibrary *self)
{
  self->games_dirs = g_ptr_array_new_with_free_func (g_object_unref);
  self->loaded = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_object_unref);
  g_mutex_init (&self->lock);
}

BhLibrary *
bh_library_new (GFile *data_dir)
{
  BhLibrary *self = g_object_new (BH_TYPE_LIBRARY, NULL);

  self->data_dir = g_object_ref (data_dir);
  g_ptr_array_add (self->games_dirs, g_file_get_child (data_dir, "games"));
  return self;
}

/* BLOCKHOUSE_DATA_DIR first (tests, development), then the installed data,
 * then the source tree the program was built from. */
static GFile *
find_data_dir (void)
{
  const char *env = g_getenv ("BLOCKHOUSE_DATA_DIR");
  g_autofree char *installed = g_build_filename (BH_PKGDATADIR, "schemas", "game.rng", NULL);

  if (env && *env)
    return g_file_new_for_path (env);
  if (g_file_test (installed, G_FILE_TEST_EXISTS))
    return g_file_new_for_path (BH_PKGDATADIR);
  return g_file_new_for_path (BH_SOURCE_DATADIR);
}

BhLibrary *
bh_library_get_default (void)
{
  static BhLibrary *library;

  if (g_once_init_enter (&library))
    {
      g_autoptr(GFile) dir = find_data_dir ();

      g_once_init_leave (&library, bh_library_new (dir));
    }
  return library;
}

void
bh_library_add_games_dir (BhLibrary *self, GFile *games_dir)
{
  g_ptr_array_add (self->games_dirs, g_object_ref (games_dir));
}

GFile *
bh_library_get_data_dir (BhLibrary *self)
{
  return self->data_dir;
}

GFile *
bh_library_get_schemas_dir (BhLibrary *self)
{
  return g_file_get_child (self->data_dir, "schemas");
}

static GFile *
find_game_folder (BhLibrary *self, const char *id)
{
  for (guint i = 0; i < self->games_dirs->len; i++)
    {
      g_autoptr(GFile) folder = g_file_get_child (g_ptr_array_index (self->games_dirs, i), id);
      g_autoptr(GFile) game = g_file_get_child (folder, "game.xml");

      if (g_file_query_exists (game, NULL))
        return g_steal_pointer (&folder);
    }
  return NULL;
}

static int
compare_ids (const void *a, const void *b)
{
  return g_strcmp0 (*(char * const *) a, *(char * const *) b);
}

GStrv
bh_library_list_games (BhLibrary *self)
{
  g_autoptr(GStrvBuilder) builder = g_strv_builder_new ();
  g_autoptr(GHashTable) seen = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  GStrv result;

  for (guint i = 0; i < self->games_dirs->len; i++)
    {
      g_autoptr(GFileEnumerator) children =
        g_file_enumerate_children (g_ptr_array_index (self->games_dirs, i), G_FILE_ATTRIBUTE_STANDARD_NAME,
                                   G_FILE_QUERY_INFO_NONE, NULL, NULL);
      GFileInfo *info;

      while (children && (info = g_file_enumerator_next_file (children, NULL, NULL)))
        {
          const char *name = g_file_info_get_name (info);
          g_autoptr(GFile) folder = find_game_folder (self, name);

          if (folder && !g_hash_table_contains (seen, name))
            {
              g_hash_table_add (seen, g_strdup (name));
              g_strv_builder_add (builder, name);
            }
          g_object_unref (info);
        }
    }
  result = g_strv_builder_end (builder);
  qsort (result, g_strv_length (result), sizeof (char *), compare_ids);
  return result;
}

static BhGameData *
load_game_locked (BhLibrary *self, const char *game_id, GError **error)
{
  BhGameData *data = g_hash_table_lookup (self->loaded, game_id);
  g_autoptr(GFile) folder = NULL;
  g_autoptr(GFile) schemas = NULL;

  if (data)
    return g_object_ref (data);
  /* A game is named by its id, never by a path: a save cannot reach a
   * folder outside the games folders. */
  if (!bh_id_is_valid (game_id))
    {
      g_autofree char *shown = g_strndup (game_id, 80);

      bh_one_line (shown);
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("“%s” is not a game id"), shown);
      return NULL;
    }
  folder = find_game_folder (self, game_id);
  if (folder == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("no game “%s” is installed"), game_id);
      return NULL;
    }
  schemas = bh_library_get_schemas_dir (self);
  data = bh_game_data_load (folder, schemas, error);
  if (data == NULL)
    return NULL;
  g_hash_table_insert (self->loaded, g_strdup (game_id), g_object_ref (data));
  return data;
}

BhGameData *
bh_library_load_game (BhLibrary *self, const char *game_id, GError **error)
{
  BhGameData *data;

  g_mutex_lock (&self->lock);
  data = load_game_locked (self, game_id, error);
  g_mutex_unlock (&self->lock);
  return data;
}

BhGame *
bh_library_open_save_from_bytes (BhLibrary *self, const char *name, GBytes *bytes, GError **error)
{
  return bh_library_read_save (self, name, bytes, NULL, NULL, NULL, error);
}

BhGame *
bh_library_read_save_file (BhLibrary *self, GFile *file, GCancellable *cancellable,
                           BhSaveProgress progress, gpointer user_data, GError **error)
{
  g_autofree char *name = bh_file_display_name (file);
  g_autoptr(GError) local_error = NULL;
  g_autoptr(GBytes) bytes = bh_xml_read_file (file, name, "save.rng", cancellable, &local_error);

  if (bytes == NULL)
    {
      if (local_error->domain == BH_ERROR || g_error_matches (local_error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
        g_propagate_error (error, g_steal_pointer (&local_error));
      else
        g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, "%s: %s", name, local_error->message);
      return NULL;
    }
  return bh_library_read_save (self, name, bytes, cancellable, progress, user_data, error);
}

BhGame *
bh_library_open_save (BhLibrary *self, GFile *file, GError **error)
{
  return bh_library_read_save_file (self, file, NULL, NULL, NULL, error);
}
