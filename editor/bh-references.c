/* bh-references.c — the references between the data files. */
#include "config.h"

#include <string.h>

#include "bh-references.h"
#include "bh-xml-edit.h"

static const BhReference references[] = {
  { BH_FILE_GAME, "nation", "side", BH_FILE_GAME, "side" },
  { BH_FILE_GAME, "die", "side", BH_FILE_GAME, "side" },
  { BH_FILE_GAME, "phase", "side", BH_FILE_GAME, "side" },
  { BH_FILE_GAME, "default-scenario", "ref", BH_FILE_SCENARIO, "scenario" },
  { BH_FILE_BOARD, "space", "kind", BH_FILE_GAME, "space-kind" },
  { BH_FILE_BOARD, "space", "terrain", BH_FILE_GAME, "terrain" },
  { BH_FILE_BOARD, "space", "owner", BH_FILE_GAME, "nation|side" },
  { BH_FILE_BOARD, "feature", "kind", BH_FILE_GAME, "feature-kind" },
  { BH_FILE_BOARD, "feature", "nation", BH_FILE_GAME, "nation" },
  { BH_FILE_BOARD, "feature", "side", BH_FILE_GAME, "side" },
  { BH_FILE_BOARD, "connection", "from", BH_FILE_BOARD, "space" },
  { BH_FILE_BOARD, "connection", "to", BH_FILE_BOARD, "space" },
  { BH_FILE_BOARD, "connection", "kind", BH_FILE_GAME, "connection-kind" },
  { BH_FILE_BOARD, "box", "side", BH_FILE_GAME, "side" },
  { BH_FILE_BOARD, "box", "nation", BH_FILE_GAME, "nation" },
  { BH_FILE_BOARD, "marker", "side", BH_FILE_GAME, "side" },
  { BH_FILE_BOARD, "marker", "nation", BH_FILE_GAME, "nation" },
  { BH_FILE_BOARD, "hexgrid", "terrain", BH_FILE_GAME, "terrain" },
  { BH_FILE_BOARD, "hex", "terrain", BH_FILE_GAME, "terrain" },
  { BH_FILE_COUNTERS, "unit-type", "side", BH_FILE_GAME, "side" },
  { BH_FILE_COUNTERS, "unit-type", "nation", BH_FILE_GAME, "nation" },
  { BH_FILE_SCENARIO, "players", "setup-first", BH_FILE_GAME, "side" },
  { BH_FILE_SCENARIO, "players", "first", BH_FILE_GAME, "side" },
  { BH_FILE_SCENARIO, "track-value", "marker", BH_FILE_BOARD, "marker" },
  { BH_FILE_SCENARIO, "place", "unit", BH_FILE_COUNTERS, "unit-type" },
  { BH_FILE_SCENARIO, "place", "at", BH_FILE_BOARD, "space|box" },
  { BH_FILE_SCENARIO, "use-deck", "deck", BH_FILE_TABLES, "deck" },
  { BH_FILE_SCENARIO, "use-deck", "at", BH_FILE_BOARD, "space|box" },
  { BH_FILE_SCENARIO, "exclude", "card", BH_FILE_TABLES, "card" },
  { 0, NULL, NULL, 0, NULL },
};

const BhReference *
bh_references_table (void)
{
  return references;
}

static gboolean
names_element (const char *targets, const char *element)
{
  g_auto(GStrv) names = g_strsplit (targets, "|", -1);

  return g_strv_contains ((const char * const *) names, element);
}

typedef void (*ReferenceFunc) (xmlNode *referrer, const BhReference *reference, gpointer user_data);

static void
for_each_reference (BhDocument *document, xmlNode *node, const char *id, ReferenceFunc func, gpointer user_data)
{
  BhFileKind node_file = bh_document_get_kind_of (document, node->doc);
  const char *element = (const char *) node->name;

  for (const BhReference *r = references; r->element != NULL; r++)
    {
      if (r->target_file != node_file || !names_element (r->targets, element))
        continue;
      for (guint f = 0; f < bh_document_get_n_files (document); f++)
        {
          xmlDoc *doc = bh_document_get_file (document, f, NULL);
          g_autoptr(GPtrArray) nodes = NULL;

          if (bh_document_get_kind_of (document, doc) != r->file)
            continue;
          nodes = g_ptr_array_new ();
          if (bh_xml_node_is (xmlDocGetRootElement (doc), r->element))
            g_ptr_array_add (nodes, xmlDocGetRootElement (doc));
          else
            {
              /* Referring elements sit at most three levels down. */
              BH_XML_FOREACH (a, xmlDocGetRootElement (doc))
                {
                  if (bh_xml_node_is (a, r->element))
                    g_ptr_array_add (nodes, a);
                  BH_XML_FOREACH (b, a)
                    {
                      if (bh_xml_node_is (b, r->element))
                        g_ptr_array_add (nodes, b);
                      BH_XML_FOREACH (c, b)
                        if (bh_xml_node_is (c, r->element))
                          g_ptr_array_add (nodes, c);
                    }
                }
            }
          for (guint i = 0; i < nodes->len; i++)
            {
              xmlNode *referrer = g_ptr_array_index (nodes, i);
              g_autofree char *value = bh_xml_get (referrer, r->attribute);

              if (value != NULL && g_str_equal (value, id))
                func (referrer, r, user_data);
            }
        }
    }

  /* A face is named by the placements of its unit type. */
  if (g_str_equal (element, "face") && bh_xml_node_is (node->parent, "unit-type"))
    {
      g_autofree char *unit = bh_xml_get (node->parent, "id");
      static const BhReference face_reference = { BH_FILE_SCENARIO, "place", "face", BH_FILE_COUNTERS, "face" };

      for (guint s = 0; s < bh_document_get_n_scenarios (document); s++)
        BH_XML_FOREACH (place, xmlDocGetRootElement (bh_document_get_scenario (document, s)))
          {
            g_autofree char *u = bh_xml_get (place, "unit");
            g_autofree char *face = bh_xml_get (place, "face");

            if (bh_xml_node_is (place, "place") && g_strcmp0 (u, unit) == 0 && g_strcmp0 (face, id) == 0)
              func (place, &face_reference, user_data);
          }
    }
}

static void
add_referrer (xmlNode *referrer, const BhReference *reference, gpointer user_data)
{
  GPtrArray *out = user_data;

  if (!g_ptr_array_find (out, referrer, NULL))
    g_ptr_array_add (out, referrer);
}

GPtrArray *
bh_references_find (BhDocument *document, xmlNode *node)
{
  GPtrArray *out = g_ptr_array_new ();
  g_autofree char *id = bh_xml_get (node, "id");

  if (id != NULL)
    for_each_reference (document, node, id, add_referrer, out);
  return out;
}

typedef struct {
  const char *new_id;
  BhEditCommand *group;
} Rename;

static void
rename_referrer (xmlNode *referrer, const BhReference *reference, gpointer user_data)
{
  Rename *rename = user_data;

  bh_edit_group_add (rename->group, bh_edit_set_attr (referrer, reference->attribute, rename->new_id));
}

void
bh_references_rename (BhDocument *document, xmlNode *node, const char *old_id, const char *new_id,
                      BhEditCommand *group)
{
  Rename rename = { new_id, group };

  for_each_reference (document, node, old_id, rename_referrer, &rename);
}
