/* bh-counter-model.c — unit types for the painter, from the XML. */
#include "config.h"

#include "bh-counter-model.h"
#include "bh-xml-edit.h"

typedef struct {
  BhUnitType type;       /* first, so that the two pointers are one */
  GStringChunk *strings;
} Model;

static char *
keep (Model *model, char *value)
{
  char *kept = value ? g_string_chunk_insert (model->strings, value) : NULL;

  g_free (value);
  return kept;
}

static void
face_free (gpointer data)
{
  BhFace *face = data;

  g_ptr_array_unref (face->values);
  g_free (face);
}

char *
bh_counter_model_colour_of (BhDocument *document, const char *side_or_nation)
{
  xmlNode *node;

  if (side_or_nation == NULL)
    return NULL;
  node = bh_document_find (document, BH_FILE_GAME, "nation", "id", side_or_nation);
  if (node == NULL)
    node = bh_document_find (document, BH_FILE_GAME, "side", "id", side_or_nation);
  return node ? bh_xml_get (node, "colour") : NULL;
}

BhUnitType *
bh_counter_model_build (BhDocument *document, xmlNode *unit_type)
{
  Model *model = g_new0 (Model, 1);
  BhUnitType *type = &model->type;
  static const char *kinds[] = { "unit", "leader", "support", "structure", "marker", "chit", "ship" };
  g_autofree char *kind = bh_xml_get (unit_type, "kind");
  g_autofree char *nation = bh_xml_get (unit_type, "nation");
  g_autofree char *side = bh_xml_get (unit_type, "side");
  char *colour;

  model->strings = g_string_chunk_new (256);
  type->id = keep (model, bh_xml_get (unit_type, "id"));
  type->name = keep (model, bh_xml_dup_child_text (unit_type, "name"));
  type->short_name = keep (model, bh_xml_dup_child_text (unit_type, "short-name"));
  type->kind = BH_UNIT_UNIT;
  for (guint i = 0; i < G_N_ELEMENTS (kinds); i++)
    if (g_strcmp0 (kind, kinds[i]) == 0)
      type->kind = i;
  type->klass = keep (model, bh_xml_get (unit_type, "class"));
  type->side = BH_NONE;
  type->nation = BH_NONE;
  type->count = bh_xml_get_int (unit_type, "count", 1);
  type->symbol = keep (model, bh_xml_get (unit_type, "symbol"));
  colour = bh_xml_get (unit_type, "colour");
  if (colour == NULL)
    colour = bh_counter_model_colour_of (document, nation);
  if (colour == NULL)
    colour = bh_counter_model_colour_of (document, side);
  type->colour = keep (model, colour);
  type->text_colour = keep (model, bh_xml_get (unit_type, "text-colour"));
  type->image = keep (model, bh_xml_get (unit_type, "image"));
  type->deck = BH_NONE;
  type->faces = g_ptr_array_new_with_free_func (face_free);
  BH_XML_FOREACH (child, unit_type)
    {
      BhFace *face;

      if (!bh_xml_node_is (child, "face"))
        continue;
      face = g_new0 (BhFace, 1);
      face->id = keep (model, bh_xml_get (child, "id"));
      face->name = keep (model, bh_xml_dup_child_text (child, "name"));
      face->label = keep (model, bh_xml_get (child, "label"));
      face->colour = keep (model, bh_xml_get (child, "colour"));
      face->values = g_ptr_array_new_with_free_func (g_free);
      BH_XML_FOREACH (value_node, child)
        {
          BhValue *value;

          if (!bh_xml_node_is (value_node, "value"))
            continue;
          value = g_new0 (BhValue, 1);
          value->name = keep (model, bh_xml_get (value_node, "name"));
          value->num = bh_xml_get_int (value_node, "num", 0);
          g_ptr_array_add (face->values, value);
        }
      g_ptr_array_add (type->faces, face);
    }
  return type;
}

void
bh_counter_model_free (BhUnitType *type)
{
  Model *model = (Model *) type;

  if (type == NULL)
    return;
  g_ptr_array_unref (type->faces);
  g_string_chunk_free (model->strings);
  g_free (model);
}
