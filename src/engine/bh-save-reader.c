/* bh-save-reader.c — reads a save as a stream and replays each action as
 * it is read: memory stays that of the game (not of a document tree of
 * every action), a bad file is refused at its first bad element in one
 * pass, and a long replay can report progress and be cancelled. */
#include "config.h"

#include "bh-library.h"
#include "bh-error.h"
#include "bh-xml.h"
#include "bh-xml-limits.h"

#include <glib/gi18n-lib.h>
#include <libxml/relaxng.h>
#include <libxml/xmlreader.h>

typedef struct {
  char *game, *scenario, *digest, *seed, *mode;
} RootAttributes;

typedef struct {
  BhLibrary *library;
  const char *name;
  GError **error;
  RootAttributes root;
  int root_line;
  xmlTextReaderPtr reader;
  int error_line;        /* the first error libxml2 reported, if any */
  char *error_message;
} Reader;

static void
collect_error (void *user_data, xmlErrorPtr error)
{
  Reader *r = user_data;

  if (error == NULL || error->level == XML_ERR_WARNING || r->error_message != NULL)
    return;
  r->error_line = error->line;
  r->error_message = g_strndup (error->message ? error->message : "unknown problem",
                                error->message ? strcspn (error->message, "\n") : 15);
  g_strstrip (r->error_message);
}

static int
line (Reader *r)
{
  xmlNode *node = xmlTextReaderCurrentNode (r->reader);
  /* The parser reads ahead: the node knows its own line. */
  int n = node != NULL ? (int) xmlGetLineNo (node) : xmlTextReaderGetParserLineNumber (r->reader);

  return n > 0 ? n : 1;
}

/* One line naming the file, the line and the problem. */
static gboolean G_GNUC_PRINTF (4, 5)
refuse (Reader *r, int at, int code, const char *format, ...)
{
  g_autofree char *message = NULL;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);
  bh_one_line (message);
  g_set_error (r->error, BH_ERROR, code, "%s:%d: %s", r->name, at > 0 ? at : line (r), message);
  return FALSE;
}

/* An error libxml2 reported: not well-formed, or not following save.rng. */
static gboolean
refuse_reported (Reader *r, gboolean schema)
{
  int at = r->error_line > 0 ? r->error_line : line (r);

  if (schema)
    g_set_error (r->error, BH_ERROR, BH_ERROR_SCHEMA, _("%s:%d: does not follow %s: %s"), r->name, at, "save.rng",
                 r->error_message ? r->error_message : _("invalid document"));
  else
    g_set_error (r->error, BH_ERROR, BH_ERROR_PARSE, "%s:%d: %s", r->name, at,
                 r->error_message ? r->error_message : _("not a well-formed XML document"));
  return FALSE;
}

static gboolean
attributes_are (Reader *r, const char *const *allowed)
{
  gboolean ok = TRUE;

  while (ok && xmlTextReaderMoveToNextAttribute (r->reader) == 1)
    ok = xmlTextReaderConstNamespaceUri (r->reader) == NULL &&
         g_strv_contains (allowed, (const char *) xmlTextReaderConstLocalName (r->reader));
  xmlTextReaderMoveToElement (r->reader);
  return ok;
}

static char *
get_attr (Reader *r, const char *name)
{
  return (char *) xmlTextReaderGetAttribute (r->reader, (const xmlChar *) name);
}

/* Reads the root's attributes and the options that follow, and starts the
 * game they describe. */
static BhGame *
start_game (Reader *r, GHashTable *options)
{
  const char *game_id = r->root.game, *scenario = r->root.scenario, *digest = r->root.digest;
  const char *seed = r->root.seed, *mode = r->root.mode;
  g_autoptr(BhGameData) data = NULL;
  BhGame *game;

  /* save.rng has already asked for every attribute; a game is named by
   * its id, never by a path. */
  if (game_id == NULL || !bh_id_is_valid (game_id))
    {
      refuse (r, r->root_line, BH_ERROR_NOT_FOUND, _("“%s” is not a game id"), game_id ? game_id : "");
      return NULL;
    }
  data = bh_library_load_game (r->library, game_id, r->error);
  if (data == NULL)
    {
      g_prefix_error (r->error, "%s: ", r->name);
      return NULL;
    }
  if (digest == NULL || !g_str_equal (digest, bh_game_data_get_digest (data)))
    {
      g_set_error (r->error, BH_ERROR, BH_ERROR_MISMATCH,
                   _("%s: this game was saved with other data for %s than the installed data; it cannot be replayed exactly"),
                   r->name, bh_game_data_get_title (data));
      return NULL;
    }
  if (scenario == NULL || bh_game_data_find_scenario (data, scenario) == BH_NONE)
    {
      refuse (r, r->root_line, BH_ERROR_NOT_FOUND, _("%s has no scenario “%s”"), bh_game_data_get_title (data), scenario ? scenario : "");
      return NULL;
    }
  /* An option the save does not name means what its scenario says an old
   * save meant (BhOption.absent_value): the game replays as it was played. */
  bh_scenario_fill_saved_options (bh_game_data_get_scenario (data, bh_game_data_find_scenario (data, scenario)), options);
  game = bh_game_new_with_options (data, scenario, g_ascii_strtoull (seed ? seed : "0", NULL, 10),
                                   g_strcmp0 (mode, "free") == 0, options, r->error);
  if (game == NULL)
    g_prefix_error (r->error, "%s: ", r->name);
  return game;
}

/* Moves to the next node; FALSE at the end or on an error (set). */
static gboolean
next (Reader *r, gboolean *done)
{
  int status = xmlTextReaderRead (r->reader);

  if (r->error_message != NULL || status < 0)
    return refuse_reported (r, xmlTextReaderIsValid (r->reader) == 0);
  if (status == 0)
    *done = TRUE;
  return TRUE;
}

BhGame *
bh_library_read_save (BhLibrary *self, const char *name, GBytes *bytes, GCancellable *cancellable,
                      BhSaveProgress progress, gpointer user_data, GError **error)
{
  static const char *const root_attrs[] = { "format", "game", "scenario", "data-digest", "seed", "mode", NULL };
  static const char *const option_attrs[] = { "id", "value", NULL };
  static const char *const no_attrs[] = { NULL };
  g_autoptr(GFile) schemas = bh_library_get_schemas_dir (self);
  g_autoptr(GFile) schema_file = g_file_get_child (schemas, "save.rng");
  g_autoptr(GHashTable) options = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);
  g_autoptr(BhGame) game = NULL;
  GError *local_error = NULL;
  Reader r = { self, name, &local_error, { NULL }, 0, NULL, 0, NULL };
  gsize length;
  const char *contents = g_bytes_get_data (bytes, &length);
  xmlRelaxNGPtr schema;
  gboolean done = FALSE, root_seen = FALSE;
  guint n = 0;

  if (contents == NULL)
    contents = "";
  if (!bh_xml_check_limits (name, contents, length, "save.rng", error))
    return NULL;
  schema = bh_xml_get_schema (schema_file, error);
  if (schema == NULL)
    return NULL;
  /* No network, no entities: a save is a plain document. */
  r.reader = xmlReaderForMemory (contents, (int) length, name, NULL,
                                 XML_PARSE_NONET | XML_PARSE_NOBLANKS | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (r.reader == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_PARSE, _("%s: not a well-formed XML document"), name);
      return NULL;
    }
  xmlTextReaderSetStructuredErrorHandler (r.reader, collect_error, &r);
  if (xmlTextReaderRelaxNGSetSchema (r.reader, schema) != 0)
    {
      g_set_error (&local_error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s: cannot use the schema save.rng"), name);
      goto out;
    }

  while (next (&r, &done) && !done)
    {
      int type = xmlTextReaderNodeType (r.reader);
      int depth = xmlTextReaderDepth (r.reader);
      const char *element = (const char *) xmlTextReaderConstLocalName (r.reader);

      if (type == XML_READER_TYPE_DOCUMENT_TYPE)
        {
          const char *doctype = g_strstr_len (contents, length, "<!DOCTYPE");
          int at = 1;

          for (const char *p = contents; doctype != NULL && p < doctype; p++)
            at += *p == '\n';
          refuse (&r, at, BH_ERROR_PARSE, _("a DOCTYPE declaration is not allowed here"));
          goto out;
        }
      if (type != XML_READER_TYPE_ELEMENT)
        continue;
      if (depth == 0)
        {
          if (!g_str_equal (element, "blockhouse-save") || xmlTextReaderConstNamespaceUri (r.reader) != NULL)
            {
              refuse (&r, 0, BH_ERROR_SCHEMA, _("does not follow save.rng: the root element is not <blockhouse-save>"));
              goto out;
            }
          if (!attributes_are (&r, root_attrs))
            {
              refuse (&r, 0, BH_ERROR_SCHEMA, _("does not follow save.rng: <blockhouse-save> has an unknown attribute"));
              goto out;
            }
          r.root_line = line (&r);
          r.root.game = get_attr (&r, "game");
          r.root.scenario = get_attr (&r, "scenario");
          r.root.digest = get_attr (&r, "data-digest");
          r.root.seed = get_attr (&r, "seed");
          r.root.mode = get_attr (&r, "mode");
          root_seen = TRUE;
          continue;
        }
      if (depth > 1 || xmlTextReaderConstNamespaceUri (r.reader) != NULL)
        {
          refuse (&r, 0, BH_ERROR_SCHEMA, _("does not follow save.rng: an element other than <option> or <action> inside <blockhouse-save>"));
          goto out;
        }
      if (g_str_equal (element, "option"))
        {
          char *id = get_attr (&r, "id");
          g_autofree char *value = get_attr (&r, "value");

          if (game != NULL || !attributes_are (&r, option_attrs) || id == NULL || value == NULL ||
              !xmlTextReaderIsEmptyElement (r.reader))
            {
              g_free (id);
              refuse (&r, 0, BH_ERROR_SCHEMA, _("does not follow save.rng: each <option> comes before the actions and holds only id and value"));
              goto out;
            }
          g_hash_table_insert (options, id, GINT_TO_POINTER (g_str_equal (value, "true") || g_str_equal (value, "1")));
          continue;
        }
      if (!g_str_equal (element, "action"))
        {
          refuse (&r, 0, BH_ERROR_SCHEMA, _("does not follow save.rng: an element other than <option> or <action> inside <blockhouse-save>"));
          goto out;
        }
      if (!attributes_are (&r, no_attrs) || xmlTextReaderIsEmptyElement (r.reader))
        {
          refuse (&r, 0, BH_ERROR_SCHEMA, _("does not follow save.rng: an <action> holds its text and nothing else"));
          goto out;
        }
      if (game == NULL && (game = start_game (&r, options)) == NULL)
        goto out;
      {
        g_autofree char *text = (char *) xmlTextReaderReadString (r.reader);
        g_autoptr(GError) refusal = NULL;
        int at = line (&r);

        n++;
        if (text == NULL || *g_strstrip (text) == '\0' || g_utf8_strlen (text, 401) > 400)
          {
            refuse (&r, 0, BH_ERROR_SCHEMA, _("does not follow save.rng: an action is 1 to 400 characters of text"));
            goto out;
          }
        if (!bh_game_perform_text (game, text, &refusal))
          {
            g_autofree char *message = g_strdup_printf (_("action %u “%s” cannot be replayed: %s"), n, text,
                                                        refusal->message);

            bh_one_line (message);
            g_set_error (&local_error, BH_ERROR, BH_ERROR_MISMATCH, "%s:%d: %s", name, at, message);
            goto out;
          }
      }
      if (n % 4096 == 0)
        {
          if (g_cancellable_set_error_if_cancelled (cancellable, &local_error))
            goto out;
          if (progress != NULL)
            progress ((double) xmlTextReaderByteConsumed (r.reader) / MAX (length, 1), user_data);
        }
    }
  if (!done)
    goto out;
  if (!root_seen)
    {
      g_set_error (&local_error, BH_ERROR, BH_ERROR_PARSE, _("%s:1: not a well-formed XML document"), name);
      goto out;
    }
  if (xmlTextReaderIsValid (r.reader) != 1)
    {
      refuse_reported (&r, TRUE);
      goto out;
    }
  /* A save with no action starts its game here. */
  if (game == NULL)
    game = start_game (&r, options);
  if (progress != NULL && game != NULL)
    progress (1.0, user_data);

out:
  xmlFreeTextReader (r.reader);
  g_free (r.error_message);
  g_free (r.root.game);
  g_free (r.root.scenario);
  g_free (r.root.digest);
  g_free (r.root.seed);
  g_free (r.root.mode);
  if (local_error != NULL)
    {
      g_propagate_error (error, local_error);
      g_clear_object (&game);
    }
  return g_steal_pointer (&game);
}
