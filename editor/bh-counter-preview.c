/* bh-counter-preview.c — a live counter picture. */
#include "config.h"

#include "bh-counter-model.h"
#include "bh-counter-painter.h"
#include "bh-counter-preview.h"
#include "bh-xml-edit.h"

struct _BhCounterPreview
{
  GtkWidget parent_instance;

  BhDocument *document;
  gulong changed_id;
  xmlNode *unit_type;
  BhUnitType *model;
  guint face;
  int size;
};

G_DEFINE_FINAL_TYPE (BhCounterPreview, bh_counter_preview, GTK_TYPE_WIDGET)

static void
rebuild (BhCounterPreview *self)
{
  g_clear_pointer (&self->model, bh_counter_model_free);
  if (bh_xml_is_attached (self->unit_type))
    self->model = bh_counter_model_build (self->document, self->unit_type);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static void
on_changed (BhDocument *document, gboolean structure, BhCounterPreview *self)
{
  if (bh_document_change_touches (document, BH_FILE_COUNTERS) || bh_document_change_touches (document, BH_FILE_GAME))
    rebuild (self);
}

static void
bh_counter_preview_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  BhCounterPreview *self = BH_COUNTER_PREVIEW (widget);
  int width = gtk_widget_get_width (widget), height = gtk_widget_get_height (widget);
  double size = MIN (width, height);
  cairo_t *cr;

  if (self->model == NULL)
    return;
  cr = gtk_snapshot_append_cairo (snapshot, &GRAPHENE_RECT_INIT (0, 0, width, height));
  cairo_translate (cr, (width - size) / 2, (height - size) / 2);
  bh_counter_painter_draw (cr, self->model, self->face, size, BH_COUNTER_PAINT_SHADOW);
  cairo_destroy (cr);
}

static void
bh_counter_preview_measure (GtkWidget *widget, GtkOrientation orientation, int for_size, int *minimum,
                            int *natural, int *minimum_baseline, int *natural_baseline)
{
  BhCounterPreview *self = BH_COUNTER_PREVIEW (widget);

  *minimum = *natural = self->size;
}

static void
bh_counter_preview_dispose (GObject *object)
{
  BhCounterPreview *self = BH_COUNTER_PREVIEW (object);

  if (self->document != NULL)
    g_clear_signal_handler (&self->changed_id, self->document);
  g_clear_object (&self->document);
  g_clear_pointer (&self->model, bh_counter_model_free);
  G_OBJECT_CLASS (bh_counter_preview_parent_class)->dispose (object);
}

static void
bh_counter_preview_class_init (BhCounterPreviewClass *klass)
{
  GTK_WIDGET_CLASS (klass)->snapshot = bh_counter_preview_snapshot;
  GTK_WIDGET_CLASS (klass)->measure = bh_counter_preview_measure;
  G_OBJECT_CLASS (klass)->dispose = bh_counter_preview_dispose;
  gtk_widget_class_set_accessible_role (GTK_WIDGET_CLASS (klass), GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bh_counter_preview_init (BhCounterPreview *self)
{
}

GtkWidget *
bh_counter_preview_new (BhDocument *document, xmlNode *unit_type, guint face, int size)
{
  BhCounterPreview *self = g_object_new (BH_TYPE_COUNTER_PREVIEW, NULL);

  self->document = g_object_ref (document);
  self->unit_type = unit_type;
  self->face = face;
  self->size = size;
  self->changed_id = g_signal_connect (document, "changed", G_CALLBACK (on_changed), self);
  rebuild (self);
  return GTK_WIDGET (self);
}
