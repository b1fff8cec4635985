/* bh-board-model.h — what the board canvas draws, read straight from the
 * board.xml being edited (and, in scenario mode, the scenario's stacks):
 * spaces with their colours, shapes, features and outlines, connections
 * with their line styles, and the projected background geography.  Kept
 * apart from the widget so that drawing and hit tests share it. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

#include "bh-document.h"
#include "bh-game-data.h"

G_BEGIN_DECLS

typedef struct {
  const char *symbol;    /* interned */
  GdkRGBA colour;
} BhBoardBadge;

typedef struct {
  xmlNode *node;
  char *id;
  char *name;
  double x, y;           /* board units */
  BhShape shape;
  gboolean water;
  gboolean owned;
  GdkRGBA fill, ring;
  GPtrArray *outlines;   /* GArray of BhPoint, board units; NULL for points */
  GArray *badges;        /* BhBoardBadge */
  GPtrArray *stack;      /* BhBoardStackItem, scenario mode */
  int pieces;
} BhBoardSpace;

typedef struct {
  xmlNode *node;
  int a, b;              /* space indices, -1 when dangling */
  GdkRGBA colour;
  BhLineStyle style;
  gboolean directed;
} BhBoardConnection;

typedef struct {
  xmlNode *place;
  BhUnitType *type;      /* owned by the model's unit_types */
  guint face;
  int count;
} BhBoardStackItem;

typedef struct {
  BhDocument *document;  /* not owned: those of the last rebuild */
  xmlDoc *scenario;
  double lat0, lon0, scale, coslat0;
  double x0, y0, x1, y1; /* the board's extent */
  GArray *spaces;        /* BhBoardSpace */
  GArray *connections;   /* BhBoardConnection */
  GHashTable *space_index; /* id -> index + 1 */
  GPtrArray *geography;  /* GArray of BhPoint, projected */
  GArray *geography_kinds; /* BhGeoKind of each */
  GHashTable *unit_types;  /* id -> BhUnitType, for the stacks */
  GHashTable *outlines;    /* <outline> -> its points, parsed once */
  guint rebuilds;
} BhBoardModel;

BhBoardModel *bh_board_model_new          (void);
void          bh_board_model_free         (BhBoardModel *self);
/* Reads everything again (outlines only when their text changed). */
void          bh_board_model_rebuild      (BhBoardModel *self,
                                           BhDocument   *document,
                                           xmlDoc       *scenario);
/* Drops what belongs to the previous document. */
void          bh_board_model_forget       (BhBoardModel *self);

void          bh_board_model_project      (BhBoardModel *self,
                                           double        lat,
                                           double        lon,
                                           double       *x,
                                           double       *y);
void          bh_board_model_unproject    (BhBoardModel *self,
                                           double        x,
                                           double        y,
                                           double       *lat,
                                           double       *lon);
/* The index of the space with `id`, or -1. */
int           bh_board_model_find_space   (BhBoardModel *self,
                                           const char   *id);
/* The space at board point (bx, by): point spaces within `point_radius`,
 * then area label points within `handle_radius`, then area outlines. */
int           bh_board_model_space_at     (BhBoardModel *self,
                                           double        bx,
                                           double        by,
                                           double        point_radius,
                                           double        handle_radius);
/* The connection nearest (bx, by) within `tolerance`, or -1. */
int           bh_board_model_connection_at (BhBoardModel *self,
                                           double        bx,
                                           double        by,
                                           double        tolerance);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (BhBoardModel, bh_board_model_free)

G_END_DECLS
