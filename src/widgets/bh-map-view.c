/* bh-map-view.c — the board of a BhGame.
 *
 * A frame is three layers: the static board (geography, areas,
 * connections, spaces) from a cached texture, the stacks as cached counter
 * textures, and the names as text nodes placed so that they do not
 * overlap.  Nothing is painted with cairo while a frame is built, which
 * keeps frames cheap however many counters there are.
 *
 * The caches are made at the exact zoom once the zoom settles, so that a
 * still or panning view draws them pixel for pixel (a plain copy even for
 * a software renderer).  While the zoom moves, caches made for up to √2
 * above the zoom are scaled down, and new ones are made per zoom band. */
#include "config.h"

#include <glib/gi18n.h>
#include <math.h>

#include "bh-counter-cache.h"
#include "bh-counter-painter.h"
#include "bh-hex-board.h"
#include "bh-map-background.h"
#include "bh-map-style.h"
#include "bh-map-view.h"

#define MAX_TEXTURE_SIZE 4096.0
#define MAX_FULL_PIXELS  (2048.0 * 2048.0)
#define STACK_DEPTH      3       /* counters drawn per stack: the top two peek out below it */
#define N_BADGES         100
#define ZOOM_STEP        1.5
#define FIT_MARGIN       20.0
#define TILE_SIZE        256
#define SETTLE_MS        150     /* the zoom has settled after this long */
/* A new game opens at least this close: counters this many pixels wide,
 * their values legible, unless the whole board is as close already. */
#define READABLE_COUNTER_PX 40.0
#define MAX_OPENING_ZOOM    1.25

/* A cell is what the view shows pieces on: a space of the campaign map,
 * or a hex of the battle board shown. */
typedef struct {
  double x, y;              /* its centre, in board units */
  int location;             /* the location it stands for */
  gboolean area;            /* an area space: hit by its outlines */
  gboolean reconstructed;   /* placed from geography, not from the printed map */
  PangoLayout *layout;      /* the space's name, made once; NULL for hexes */
  int label_w, label_h;     /* the pill around it, in pixels */
  int priority;
  /* Placement for labels_zoom: offset of the pill from the space's centre. */
  gboolean label_shown;
  double label_dx, label_dy;
  /* The stack: how many pieces and the top few, top first. */
  guint n_pieces;
  guint n_top;
  int top[STACK_DEPTH];
  guint16 top_order[STACK_DEPTH];
} SpaceInfo;

struct _BhMapView
{
  GtkWidget parent_instance;

  BhGame *game;
  BhGameData *data;
  gulong game_changed_id;
  BhViewport *viewport;
  gulong viewport_changed_id;

  int board;                 /* BH_NONE: the campaign map; else a hex grid */
  const BhHexGrid *grid;     /* that grid */
  SpaceInfo *spaces;         /* the cells */
  guint n_spaces;            /* how many cells */
  GdkRGBA *type_colours;     /* per unit type: its counter's colour, for stack edges */
  int *label_order;          /* space indices, most important first */
  double labels_zoom;        /* zoom the labels were placed for; 0 = stale */
  double bounds[4];          /* board extent with every space in it */

  BhTiledTexture *background;
  double bg_scale;
  graphene_rect_t bg_rect;   /* board units covered by the texture */
  gboolean bg_full;

  BhCounterCache *counters;
  BhCounterCache *tooltip_counters;  /* counters at TOOLTIP_COUNTER_PX */
  GtkWidget *tooltip_widget;
  int tooltip_cell;
  guint tooltip_serial;
  guint stacks_serial;       /* bumped whenever the stacks are rebuilt */
  PangoLayout *badges[N_BADGES];
  gboolean show_reconstructed;
  PangoLayout *approx;       /* "≈", the reconstructed mark */
  gboolean any_reconstructed;

  gboolean zooming;          /* the zoom changed less than SETTLE_MS ago */
  guint settle_id;
  double last_zoom;

  gboolean follow_fit;
  gboolean follow_pieces;    /* the opening view: the pieces in play, legible */
  int pending_space;         /* a space to bring into view once laid out and shown, or BH_NONE */
  int top_inset;             /* pixels at the top that something covers */
  double drag_center_x, drag_center_y;
  double drag_start_x, drag_start_y;
  int drag_from;             /* a source space a stack is dragged from, or BH_NONE */
  gboolean drag_moved;
  gboolean drag_stack;       /* the drag carries a stack rather than panning */
  int drop_space;            /* the space under a dragged stack */

  BhState *state;            /* the state drawn instead of the game's, or NULL */
  guint8 *marks;             /* per space: BH_MAP_MARK_* bits */
  char **notes;              /* per space: a target's note ("2 MP"), or NULL */
  PangoLayout *note_layout;  /* reused for each note */
  int selected_space;
  int cursor_space;          /* the space keyboard focus is on, or BH_NONE */
  double gesture_zoom;
  double pointer_x, pointer_y;
  int hover_space;

  gboolean profile;
  BhMapViewStats stats;
};

G_DEFINE_FINAL_TYPE (BhMapView, bh_map_view, GTK_TYPE_WIDGET)

enum {
  PROP_0,
  PROP_GAME,
  PROP_VIEWPORT,
  PROP_BOARD,
  PROP_SHOW_RECONSTRUCTED,
  N_PROPS
};

static GParamSpec *properties[N_PROPS];

static void update_accessible (BhMapView *self);
static void draw_reconstructed (BhMapView *self, GtkSnapshot *snapshot, double x0, double y0, double zoom,
                                double width, double height);
static void append_pieces (BhMapView *self, GString *s, int i);
static void append_reconstructed (GString *s, const BhProvenance *prov);
static int cell_at (BhMapView *self, double x, double y);

enum {
  SPACE_ACTIVATED,
  STACK_DROPPED,
  N_SIGNALS
};

static guint signals[N_SIGNALS];

/* What frames draw: the state a caller set (a side's view, a past state
 * under review), else the game's. */
static const BhState *
current_state (BhMapView *self)
{
  return self->state != NULL ? self->state : bh_game_get_state (self->game);
}

/* The zoom bands: powers of √2.  Caches are made for the band at or above
 * the zoom, so a texture is only ever scaled down, by √2 at most. */
static double
zoom_band (double zoom)
{
  return pow (2, ceil (log2 (zoom) * 2 - 1e-9) / 2);
}

static double
counter_pixels (double zoom)
{
  return MAX (BH_MAP_COUNTER_SIZE * zoom, BH_MAP_COUNTER_MIN_PX);
}

/* The cell showing `location`, or BH_NONE when it is not on this board. */
static int
cell_of (BhMapView *self, int location)
{
  if (location < 0 || self->spaces == NULL)
    return BH_NONE;
  if (self->grid != NULL)
    {
      int cell = location - self->grid->first_location;

      return cell >= 0 && (guint) cell < self->n_spaces ? cell : BH_NONE;
    }
  return (guint) location < self->n_spaces ? location : BH_NONE;
}

static int
location_of (BhMapView *self, int cell)
{
  return cell >= 0 && (guint) cell < self->n_spaces ? self->spaces[cell].location : BH_NONE;
}

/* Board units from a cell's centre to its edge. */
static double
cell_radius (BhMapView *self)
{
  return self->grid != NULL ? BH_HEX_RADIUS * 0.82 : BH_MAP_SPACE_RADIUS;
}

static void
free_spaces (BhMapView *self)
{
  for (guint i = 0; i < self->n_spaces; i++)
    g_clear_object (&self->spaces[i].layout);
  g_clear_pointer (&self->spaces, g_free);
  g_clear_pointer (&self->label_order, g_free);
  g_clear_pointer (&self->type_colours, g_free);
  /* Per cell: the cells change. */
  g_clear_pointer (&self->notes, g_strfreev);
  self->n_spaces = 0;
}

static void
invalidate_caches (BhMapView *self)
{
  g_clear_object (&self->background);
  bh_counter_cache_clear (self->counters);
  bh_counter_cache_clear (self->tooltip_counters);
  g_clear_object (&self->tooltip_widget);
  self->labels_zoom = 0;
}

/* Which stacks stand where: one pass over the pieces after every change,
 * so that frames only read the result. */
static void
rebuild_stacks (BhMapView *self)
{
  const BhState *state;
  const BhPieceState *pieces;

  for (guint i = 0; i < self->n_spaces; i++)
    {
      self->spaces[i].n_pieces = 0;
      self->spaces[i].n_top = 0;
    }
  if (self->game == NULL)
    return;

  state = current_state (self);
  pieces = bh_state_const_pieces (state);
  for (guint p = 0; p < state->n_pieces; p++)
    {
      int cell = pieces[p].location == BH_OFFBOARD ? BH_NONE : cell_of (self, pieces[p].location);
      SpaceInfo *info;
      guint k;

      /* Boxes, and the hexes of another board, are not on this one. */
      if (cell == BH_NONE)
        continue;
      info = &self->spaces[cell];
      info->n_pieces++;
      /* Keep the STACK_DEPTH highest orders, highest first. */
      for (k = info->n_top; k > 0 && info->top_order[k - 1] < pieces[p].order; k--)
        if (k < STACK_DEPTH)
          {
            info->top[k] = info->top[k - 1];
            info->top_order[k] = info->top_order[k - 1];
          }
      if (k < STACK_DEPTH)
        {
          info->top[k] = p;
          info->top_order[k] = pieces[p].order;
          info->n_top = MIN (info->n_top + 1, STACK_DEPTH);
        }
    }
  self->labels_zoom = 0;
  self->stacks_serial++;
}

static int
compare_priority (gconstpointer a, gconstpointer b, gpointer user_data)
{
  BhMapView *self = user_data;
  int ia = *(const int *) a, ib = *(const int *) b;
  int pa = self->spaces[ia].priority, pb = self->spaces[ib].priority;

  return pa != pb ? pb - pa : ia - ib;
}

static void
setup_hexes (BhMapView *self)
{
  const BhHexGrid *grid = self->grid;

  self->n_spaces = grid->cols * grid->rows;
  self->spaces = g_new0 (SpaceInfo, self->n_spaces);
  self->label_order = g_new (int, self->n_spaces);
  for (guint i = 0; i < self->n_spaces; i++)
    {
      SpaceInfo *info = &self->spaces[i];

      bh_hex_board_center (grid, i % grid->cols + 1, i / grid->cols + 1, &info->x, &info->y);
      info->location = grid->first_location + i;
      self->label_order[i] = i;
    }
  /* Battle boards are reconstructed whole or not at all: one note for the
   * board rather than a mark on every hex. */
  self->any_reconstructed = bh_provenance_is_reconstructed (&grid->prov);
  for (guint h = 0; grid->hexes != NULL && h < grid->hexes->len && !self->any_reconstructed; h++)
    self->any_reconstructed = bh_provenance_is_reconstructed (&((BhHex *) g_ptr_array_index (grid->hexes, h))->prov);
  bh_hex_board_get_extent (grid, &self->bounds[0], &self->bounds[1], &self->bounds[2], &self->bounds[3]);
}

static void
setup_spaces (BhMapView *self)
{
  double x0, y0, x1, y1;

  free_spaces (self);
  self->any_reconstructed = FALSE;
  if (self->data == NULL)
    return;

  self->type_colours = g_new (GdkRGBA, MAX (1, bh_game_data_get_n_unit_types (self->data)));
  for (guint t = 0; t < bh_game_data_get_n_unit_types (self->data); t++)
    {
      static const GdkRGBA grey = { 0.55, 0.55, 0.5, 1 };

      bh_colour_parse (bh_game_data_get_unit_type (self->data, t)->colour, &grey, &self->type_colours[t]);
    }
  if (self->grid != NULL)
    {
      setup_hexes (self);
      return;
    }

  bh_game_data_get_extent (self->data, &x0, &y0, &x1, &y1);
  self->n_spaces = bh_game_data_get_n_spaces (self->data);
  self->spaces = g_new0 (SpaceInfo, self->n_spaces);
  self->label_order = g_new (int, self->n_spaces);

  for (guint i = 0; i < self->n_spaces; i++)
    {
      const BhSpace *space = bh_game_data_get_space (self->data, i);
      const BhSpaceKind *kind = bh_game_data_get_space_kind (self->data, space->kind);
      SpaceInfo *info = &self->spaces[i];
      PangoRectangle logical;
      double margin = BH_MAP_SPACE_RADIUS * 2;

      info->x = space->x;
      info->y = space->y;
      info->location = i;
      info->area = space->outlines != NULL && space->outlines->len > 0;
      info->reconstructed = bh_provenance_is_reconstructed (&space->prov);
      self->any_reconstructed |= info->reconstructed;
      info->layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), space->name);
      pango_layout_get_pixel_extents (info->layout, NULL, &logical);
      info->label_w = logical.width + 8;
      info->label_h = logical.height + 2;

      /* Names of areas, valuable spaces and spaces with features win
       * the room when labels crowd each other. */
      info->priority = kind->shape == BH_SHAPE_AREA ? 100 : 0;
      info->priority += 10 * bh_props_lookup_int (space->props, "vp", 0);
      info->priority += 5 * (space->features != NULL ? (int) space->features->len : 0);
      info->priority += kind->water ? 20 : 0;
      self->label_order[i] = i;

      x0 = MIN (x0, space->x - margin);
      y0 = MIN (y0, space->y - margin);
      x1 = MAX (x1, space->x + margin);
      y1 = MAX (y1, space->y + margin);
    }
  g_qsort_with_data (self->label_order, self->n_spaces, sizeof (int), compare_priority, self);

  self->bounds[0] = x0;
  self->bounds[1] = y0;
  self->bounds[2] = x1;
  self->bounds[3] = y1;
}

static void
update_font (BhMapView *self)
{
  /* Labels are a fixed pixel size: a name must stay readable at any zoom. */
  PangoContext *context = gtk_widget_get_pango_context (GTK_WIDGET (self));
  g_autoptr(PangoFontDescription) font = pango_font_description_copy (pango_context_get_font_description (context));

  pango_font_description_set_absolute_size (font, BH_MAP_LABEL_PX * PANGO_SCALE);
  pango_font_description_set_weight (font, PANGO_WEIGHT_SEMIBOLD);
  pango_context_set_font_description (context, font);
}

static void
on_game_changed (BhGame *game, BhMapView *self)
{
  rebuild_stacks (self);
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

static gboolean
on_settled (gpointer user_data)
{
  BhMapView *self = user_data;

  self->settle_id = 0;
  self->zooming = FALSE;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  return G_SOURCE_REMOVE;
}

static void
on_viewport_changed (BhViewport *viewport, BhMapView *self)
{
  double zoom = bh_viewport_get_zoom (viewport);

  if (zoom != self->last_zoom)
    {
      /* Only the first change of a zoom re-renders at once; the rest of a
       * wheel spin or pinch scales what is there. */
      self->zooming = self->last_zoom != 0;
      self->last_zoom = zoom;
      g_clear_handle_id (&self->settle_id, g_source_remove);
      self->settle_id = g_timeout_add (SETTLE_MS, on_settled, self);
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The scale to make a cache at: exact when the zoom is still; while it
 * moves, keep `current` if it is at most √2 above the wanted scale, else
 * the band's scale. */
static double
cache_scale (BhMapView *self, double wanted, double current)
{
  if (!self->zooming)
    return wanted;
  if (current >= wanted && current <= wanted * G_SQRT2 * 1.0001)
    return current;
  return zoom_band (wanted);
}

/* Label placement ----------------------------------------------------- */

typedef struct {
  double x, y, w, h;
} Box;

static gboolean
box_overlaps (const Box *a, const Box *b)
{
  return a->x < b->x + b->w && b->x < a->x + a->w && a->y < b->y + b->h && b->y < a->y + a->h;
}

static void
stack_box (BhMapView *self, guint i, double zoom, Box *box)
{
  const SpaceInfo *space = &self->spaces[i];
  double cp = counter_pixels (zoom);
  double peek = MAX (2, cp * 0.08) * (MIN (self->spaces[i].n_top, STACK_DEPTH) - 1);

  box->x = space->x * zoom - cp / 2;
  box->y = space->y * zoom - cp / 2 - peek;
  box->w = cp + peek + 10;    /* room for the count badge */
  box->h = cp + peek + 10;
}

/* Greedy placement in priority order: below the space, else above, right,
 * left; a name that fits nowhere is left out until the user zooms in.
 * Positions are relative to the board scaled by `zoom`, so panning never
 * moves them. */
static void
place_labels (BhMapView *self, double zoom)
{
  g_autofree Box *taken = g_new (Box, self->n_spaces * 2);
  guint n_taken = 0;

  for (guint i = 0; i < self->n_spaces; i++)
    if (self->spaces[i].n_pieces > 0)
      stack_box (self, i, zoom, &taken[n_taken++]);

  for (guint k = 0; k < self->n_spaces; k++)
    {
      int i = self->label_order[k];
      SpaceInfo *info = &self->spaces[i];
      const SpaceInfo *space = info;
      double r = BH_MAP_SPACE_RADIUS * zoom;
      /* Clear of the stack and of its count badge below it. */
      double reach = info->n_pieces > 1 ? MAX (r, counter_pixels (zoom) / 2 + 10)
                   : info->n_pieces > 0 ? MAX (r, counter_pixels (zoom) / 2) : r;
      double sx = space->x * zoom, sy = space->y * zoom;
      double w = info->label_w, h = info->label_h;
      const double offsets[4][2] = {
        { -w / 2, reach + 2 },
        { -w / 2, -reach - 2 - h - (info->n_pieces > 1 ? 6 : 0) },
        { reach + 4, -h / 2 },
        { -reach - 4 - w, -h / 2 },
      };

      info->label_shown = FALSE;
      /* Hexes have no names: their numbers are on the board. */
      if (info->layout == NULL)
        continue;
      for (guint c = 0; c < G_N_ELEMENTS (offsets); c++)
        {
          Box box = { sx + offsets[c][0], sy + offsets[c][1], w, h };
          gboolean free = TRUE;

          for (guint t = 0; t < n_taken && free; t++)
            if (box_overlaps (&box, &taken[t]))
              free = FALSE;
          if (free)
            {
              info->label_shown = TRUE;
              info->label_dx = offsets[c][0];
              info->label_dy = offsets[c][1];
              taken[n_taken++] = box;
              break;
            }
        }
    }
  self->labels_zoom = zoom;
}

/* Background ---------------------------------------------------------- */

static void
ensure_background (BhMapView *self, double width, double height, double scale)
{
  double bx0 = self->bounds[0], by0 = self->bounds[1];
  double bw = self->bounds[2] - bx0, bh = self->bounds[3] - by0;
  double vx0, vy0, vx1, vy1;
  graphene_rect_t want;
  /* The whole board while it is small (16 MB at most: a GL renderer keeps a
   * second copy); else the view and half a view around it. */
  gboolean full = bw * scale <= MAX_TEXTURE_SIZE && bh * scale <= MAX_TEXTURE_SIZE &&
                  bw * scale * bh * scale <= MAX_FULL_PIXELS;

  bh_viewport_widget_to_board (self->viewport, width, height, 0, 0, &vx0, &vy0);
  bh_viewport_widget_to_board (self->viewport, width, height, width, height, &vx1, &vy1);

  if (self->background != NULL && self->bg_scale == scale)
    {
      if (self->bg_full && full)
        return;
      if (!self->bg_full &&
          vx0 >= self->bg_rect.origin.x && vy0 >= self->bg_rect.origin.y &&
          vx1 <= self->bg_rect.origin.x + self->bg_rect.size.width &&
          vy1 <= self->bg_rect.origin.y + self->bg_rect.size.height)
        return;
    }

  if (full)
    graphene_rect_init (&want, bx0, by0, bw, bh);
  else
    {
      /* Zoomed in: the view and half a view around it, so that panning
       * re-renders only now and then. */
      double mx = MAX (0, (MAX_TEXTURE_SIZE / scale - (vx1 - vx0)) / 2);
      double my = MAX (0, (MAX_TEXTURE_SIZE / scale - (vy1 - vy0)) / 2);
      graphene_rect_t board;

      mx = MIN (mx, (vx1 - vx0) / 2);
      my = MIN (my, (vy1 - vy0) / 2);
      graphene_rect_init (&want, vx0 - mx, vy0 - my, vx1 - vx0 + 2 * mx, vy1 - vy0 + 2 * my);
      graphene_rect_init (&board, bx0, by0, bw, bh);
      if (!graphene_rect_intersection (&want, &board, &want))
        {
          g_clear_object (&self->background);
          return;
        }
    }

  g_clear_object (&self->background);
  if (self->grid != NULL)
    self->background = bh_hex_board_render (self->data, self->grid, want.origin.x, want.origin.y,
                                            want.size.width, want.size.height, scale, TILE_SIZE);
  else
    self->background = bh_map_background_render (self->data, want.origin.x, want.origin.y,
                                                 want.size.width, want.size.height, scale,
                                                 TILE_SIZE);
  {
    GtkNative *native = gtk_widget_get_native (GTK_WIDGET (self));
    GskRenderer *renderer = native != NULL ? gtk_native_get_renderer (native) : NULL;

    bh_tiled_texture_set_direct (self->background, renderer != NULL && GSK_IS_CAIRO_RENDERER (renderer));
  }
  /* The texture is whole pixels: cover exactly what it holds. */
  want.size.width = bh_tiled_texture_get_width (self->background) / scale;
  want.size.height = bh_tiled_texture_get_height (self->background) / scale;
  self->bg_rect = want;
  self->bg_scale = scale;
  self->bg_full = full;
  self->stats.n_background_renders++;
}

/* Drawing ------------------------------------------------------------- */

static PangoLayout *
badge_layout (BhMapView *self, guint n)
{
  guint i = MIN (n, N_BADGES - 1);

  if (self->badges[i] == NULL)
    {
      char text[8];

      g_snprintf (text, sizeof text, i == N_BADGES - 1 ? "%u+" : "%u", i);
      self->badges[i] = gtk_widget_create_pango_layout (GTK_WIDGET (self), text);
    }
  return self->badges[i];
}

static void
draw_stack (BhMapView *self, GtkSnapshot *snapshot, guint i, double wx, double wy, double cp)
{
  SpaceInfo *info = &self->spaces[i];
  const BhPieceState *pieces = bh_state_const_pieces (current_state (self));
  double peek = round (MAX (2, cp * 0.08));

  wx = round (wx - cp / 2) + cp / 2;
  wy = round (wy - cp / 2) + cp / 2;

  /* Deepest first; each lower counter peeks out up and to the right.  Only
   * the top one is a picture: of the others a thin edge shows, drawn as a
   * coloured square, which keeps a zoomed-in frame from copying every
   * counter's pixels three times over (the cairo renderer copies each
   * texture it draws). */
  for (int k = info->n_top - 1; k >= 1; k--)
    {
      int piece = info->top[k];
      int type_index = bh_game_data_get_piece_type (self->data, piece);
      double m = cp * 0.04, side = cp - 2 * m;
      GdkRGBA fill = self->type_colours[type_index], edge;
      GskRoundedRect rect;
      const float widths[4] = { 1, 1, 1, 1 };
      GdkRGBA edges[4];

      /* A hidden piece's edge shows its side's colour, never its type's:
       * which placeholder stands for which piece is arbitrary. */
      if (pieces[piece].flags & BH_PIECE_HIDDEN)
        {
          int owner = bh_game_data_get_unit_type (self->data, type_index)->side;
          static const GdkRGBA grey = { 0.55, 0.55, 0.5, 1 };

          bh_colour_parse (owner >= 0 ? bh_game_data_get_side (self->data, owner)->colour : NULL, &grey, &fill);
        }
      else if (pieces[piece].face > 0)
        bh_colour_shade (&fill, 0.4, &fill);
      bh_colour_shade (&fill, -0.45, &edge);
      edges[0] = edges[1] = edges[2] = edges[3] = edge;
      gsk_rounded_rect_init_from_rect (&rect, &GRAPHENE_RECT_INIT (wx - cp / 2 + k * peek + m,
                                                                   wy - cp / 2 - k * peek + m, side, side),
                                       side * 0.12);
      gtk_snapshot_push_rounded_clip (snapshot, &rect);
      gtk_snapshot_append_color (snapshot, &fill, &rect.bounds);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_append_border (snapshot, &rect, widths, edges);
    }
  if (info->n_top > 0)
    {
      int piece = info->top[0];
      int type_index = bh_game_data_get_piece_type (self->data, piece);
      GdkTexture *texture = bh_counter_cache_lookup (self->counters, self->data, type_index,
                                                     pieces[piece].face,
                                                     (pieces[piece].flags & BH_PIECE_HIDDEN) != 0);

      gtk_snapshot_append_texture (snapshot, texture, &GRAPHENE_RECT_INIT (wx - cp / 2, wy - cp / 2, cp, cp));
    }

  if (info->n_pieces > 1)
    {
      PangoLayout *layout = badge_layout (self, info->n_pieces);
      PangoRectangle logical;
      double h, w, bx, by;
      GskRoundedRect pill;
      static const GdkRGBA badge = { 0.12, 0.12, 0.12, 0.9 };
      static const GdkRGBA white = { 1, 1, 1, 1 };

      pango_layout_get_pixel_extents (layout, NULL, &logical);
      h = logical.height + 1;
      w = MAX (h, logical.width + 6);
      bx = wx + cp / 2 - w / 2 + 2;
      by = wy + cp / 2 - h / 2 + 2;
      gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (bx, by, w, h), h / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &pill);
      gtk_snapshot_append_color (snapshot, &badge, &pill.bounds);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (bx + (w - logical.width) / 2, by + 0.5));
      gtk_snapshot_append_layout (snapshot, layout, &white);
      gtk_snapshot_restore (snapshot);
    }
}

static void
draw_label (BhMapView *self, GtkSnapshot *snapshot, guint i, double wx, double wy,
            double width, double height)
{
  SpaceInfo *info = &self->spaces[i];
  double x = round (wx + info->label_dx), y = round (wy + info->label_dy);

  /* A name at the edge slides in rather than being cut off. */
  if (wx >= 0 && wx <= width)
    x = CLAMP (x, 2, MAX (2, width - info->label_w - 2));
  if (wy >= 0 && wy <= height)
    y = CLAMP (y, 2, MAX (2, height - info->label_h - 2));
  GskRoundedRect pill;

  gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (x, y, info->label_w, info->label_h), 4);
  gtk_snapshot_push_rounded_clip (snapshot, &pill);
  gtk_snapshot_append_color (snapshot, &bh_map_label_bg_colour, &pill.bounds);
  gtk_snapshot_pop (snapshot);
  gtk_snapshot_save (snapshot);
  gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + 4, y + 1));
  gtk_snapshot_append_layout (snapshot, info->layout, &bh_map_label_colour);
  gtk_snapshot_restore (snapshot);
}

static void
draw_hover (BhMapView *self, GtkSnapshot *snapshot, double wx, double wy, double zoom)
{
  const SpaceInfo *space = &self->spaces[self->hover_space];
  double r = cell_radius (self) * zoom + 4;
  GskRoundedRect ring;
  const float widths[4] = { 3, 3, 3, 3 };
  const GdkRGBA colours[4] = { bh_map_hover_colour, bh_map_hover_colour,
                               bh_map_hover_colour, bh_map_hover_colour };

  if (space->area)
    r = MAX (r, 24);
  gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT (wx - r, wy - r, 2 * r, 2 * r), r);
  gtk_snapshot_append_border (snapshot, &ring, widths, colours);
}

static void
draw_ring (GtkSnapshot *snapshot, double wx, double wy, double r, float width,
           const GdkRGBA *colour, const GdkRGBA *fill)
{
  GskRoundedRect ring;
  const float widths[4] = { width, width, width, width };
  const GdkRGBA colours[4] = { *colour, *colour, *colour, *colour };

  gsk_rounded_rect_init_from_rect (&ring, &GRAPHENE_RECT_INIT (wx - r, wy - r, 2 * r, 2 * r), r);
  if (fill != NULL)
    {
      gtk_snapshot_push_rounded_clip (snapshot, &ring);
      gtk_snapshot_append_color (snapshot, fill, &ring.bounds);
      gtk_snapshot_pop (snapshot);
    }
  gtk_snapshot_append_border (snapshot, &ring, widths, colours);
}

/* Where play can go: sources of moves, legal targets, the selection and
 * the space under a dragged stack, as rings around the spaces. */
static void
draw_marks (BhMapView *self, GtkSnapshot *snapshot, double x0, double y0, double zoom, double cp)
{
  static const GdkRGBA target = { 0.16, 0.62, 0.24, 1 };
  static const GdkRGBA target_fill = { 0.16, 0.62, 0.24, 0.22 };
  static const GdkRGBA source = { 1, 1, 1, 0.9 };
  static const GdkRGBA selected = { 0.11, 0.42, 0.86, 1 };
  static const GdkRGBA selected_fill = { 0.11, 0.42, 0.86, 0.18 };
  static const GdkRGBA drop = { 0.96, 0.62, 0.04, 1 };
  double r = MAX (cell_radius (self) * zoom, cp * 0.62) + 3;

  for (guint i = 0; self->marks != NULL && i < self->n_spaces; i++)
    {
      const SpaceInfo *space;

      if (self->marks[i] == 0)
        continue;
      space = &self->spaces[i];
      if (self->marks[i] & BH_MAP_MARK_TARGET)
        draw_ring (snapshot, x0 + space->x * zoom, y0 + space->y * zoom, r, 3, &target, &target_fill);
      else if (self->marks[i] & BH_MAP_MARK_SOURCE)
        draw_ring (snapshot, x0 + space->x * zoom, y0 + space->y * zoom, r - 1, 2, &source, NULL);
    }
  if (self->selected_space != BH_NONE && (guint) self->selected_space < self->n_spaces)
    {
      const SpaceInfo *space = &self->spaces[self->selected_space];

      draw_ring (snapshot, x0 + space->x * zoom, y0 + space->y * zoom, r + 2, 4, &selected, &selected_fill);
    }
  if (self->cursor_space != BH_NONE && gtk_widget_has_visible_focus (GTK_WIDGET (self)))
    {
      static const GdkRGBA cursor = { 0.95, 0.30, 0.05, 1 };
      const SpaceInfo *space = &self->spaces[self->cursor_space];

      draw_ring (snapshot, x0 + space->x * zoom, y0 + space->y * zoom, r + 7, 2, &cursor, NULL);
    }
  if (self->drag_stack && self->drop_space != BH_NONE)
    {
      const SpaceInfo *space = &self->spaces[self->drop_space];

      draw_ring (snapshot, x0 + space->x * zoom, y0 + space->y * zoom, r + 4, 5, &drop, NULL);
    }
}

/* Beside each green target, what going there costs ("2 MP"), in a green
 * tab at its lower right, over the names so that none hides it. */
static void
draw_notes (BhMapView *self, GtkSnapshot *snapshot, double x0, double y0, double zoom, double cp)
{
  static const GdkRGBA tab = { 0.10, 0.45, 0.17, 0.95 };
  static const GdkRGBA white = { 1, 1, 1, 1 };
  double r = MAX (cell_radius (self) * zoom, cp * 0.62) + 3;

  for (guint i = 0; self->notes != NULL && self->marks != NULL && i < self->n_spaces; i++)
    {
      const SpaceInfo *space = &self->spaces[i];
      PangoRectangle logical;
      GskRoundedRect pill;
      double x, y, w, h;

      if (!(self->marks[i] & BH_MAP_MARK_TARGET) || self->notes[i][0] == '\0')
        continue;
      if (self->note_layout == NULL)
        {
          PangoAttrList *attrs = pango_attr_list_new ();

          self->note_layout = gtk_widget_create_pango_layout (GTK_WIDGET (self), NULL);
          pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
          pango_attr_list_insert (attrs, pango_attr_scale_new (0.9));
          pango_layout_set_attributes (self->note_layout, attrs);
          pango_attr_list_unref (attrs);
        }
      pango_layout_set_text (self->note_layout, self->notes[i], -1);
      pango_layout_get_pixel_extents (self->note_layout, NULL, &logical);
      w = logical.width + 8;
      h = logical.height + 2;
      x = round (x0 + space->x * zoom + r * 0.55);
      y = round (y0 + space->y * zoom + r * 0.55 - h / 2);
      gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (x, y, w, h), h / 2);
      gtk_snapshot_push_rounded_clip (snapshot, &pill);
      gtk_snapshot_append_color (snapshot, &tab, &pill.bounds);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (x + 4, y + 1));
      gtk_snapshot_append_layout (snapshot, self->note_layout, &white);
      gtk_snapshot_restore (snapshot);
    }
}

/* A small "≈" by each space placed from real geography rather than from
 * the printed map, once the spaces are big enough to carry it. */
static void
draw_reconstructed (BhMapView *self, GtkSnapshot *snapshot, double x0, double y0, double zoom,
                    double width, double height)
{
  static const GdkRGBA ink = { 0.42, 0.30, 0.16, 0.85 };
  static const GdkRGBA paper = { 1, 0.98, 0.93, 0.75 };
  double r = BH_MAP_SPACE_RADIUS * zoom;
  PangoRectangle logical;

  if (r < 7)
    return;
  if (self->approx == NULL)
    {
      PangoAttrList *attrs = pango_attr_list_new ();

      self->approx = gtk_widget_create_pango_layout (GTK_WIDGET (self), "≈");
      pango_attr_list_insert (attrs, pango_attr_size_new_absolute (15 * PANGO_SCALE));
      pango_attr_list_insert (attrs, pango_attr_weight_new (PANGO_WEIGHT_BOLD));
      pango_layout_set_attributes (self->approx, attrs);
      pango_attr_list_unref (attrs);
    }
  pango_layout_get_pixel_extents (self->approx, NULL, &logical);
  for (guint i = 0; i < self->n_spaces; i++)
    {
      const SpaceInfo *space = &self->spaces[i];
      double wx, wy;
      GskRoundedRect pill;

      if (!space->reconstructed)
        continue;
      /* Upper left of a point space; areas carry it by their centre. */
      wx = round (x0 + space->x * zoom - (space->area ? 0 : r * 0.78) - logical.width / 2.0);
      wy = round (y0 + space->y * zoom - (space->area ? 12 : r * 0.78) - logical.height / 2.0);
      if (wx < -20 || wy < -20 || wx > width + 20 || wy > height + 20)
        continue;
      gsk_rounded_rect_init_from_rect (&pill, &GRAPHENE_RECT_INIT (wx - 1, wy, logical.width + 2, logical.height),
                                       logical.height / 2.0);
      gtk_snapshot_push_rounded_clip (snapshot, &pill);
      gtk_snapshot_append_color (snapshot, &paper, &pill.bounds);
      gtk_snapshot_pop (snapshot);
      gtk_snapshot_save (snapshot);
      gtk_snapshot_translate (snapshot, &GRAPHENE_POINT_INIT (wx, wy));
      gtk_snapshot_append_layout (snapshot, self->approx, &ink);
      gtk_snapshot_restore (snapshot);
    }
}

/* The dragged stack follows the pointer, a little transparent. */
static void
draw_drag (BhMapView *self, GtkSnapshot *snapshot, double cp)
{
  SpaceInfo *info = &self->spaces[self->drag_from];
  const BhPieceState *pieces = bh_state_const_pieces (current_state (self));
  int piece, type_index;
  GdkTexture *texture;

  if (info->n_top == 0)
    return;
  piece = info->top[0];
  type_index = bh_game_data_get_piece_type (self->data, piece);
  texture = bh_counter_cache_lookup (self->counters, self->data, type_index,
                                     pieces[piece].face, (pieces[piece].flags & BH_PIECE_HIDDEN) != 0);
  gtk_snapshot_push_opacity (snapshot, 0.85);
  gtk_snapshot_append_texture (snapshot, texture,
                               &GRAPHENE_RECT_INIT (self->pointer_x - cp / 2, self->pointer_y - cp / 2, cp, cp));
  gtk_snapshot_pop (snapshot);
}

static void
bh_map_view_snapshot (GtkWidget *widget, GtkSnapshot *snapshot)
{
  BhMapView *self = BH_MAP_VIEW (widget);
  gint64 start = g_get_monotonic_time ();
  double width = gtk_widget_get_width (widget);
  double height = gtk_widget_get_height (widget);
  double zoom, band, cp, x0, y0, margin;
  int scale_factor;
  BhMapViewStats *stats = &self->stats;

  if (self->data == NULL)
    return;

  gtk_snapshot_append_color (snapshot, &bh_map_table_colour, &GRAPHENE_RECT_INIT (0, 0, width, height));

  zoom = bh_viewport_get_zoom (self->viewport);
  scale_factor = gtk_widget_get_scale_factor (widget);

  ensure_background (self, width, height,
                     cache_scale (self, zoom * scale_factor, self->background ? self->bg_scale : 0));
  if (self->background != NULL)
    {
      double bx, by;

      bh_viewport_board_to_widget (self->viewport, width, height,
                                   self->bg_rect.origin.x, self->bg_rect.origin.y, &bx, &by);
      /* Pixel for pixel when the zoom is exact: a copy, not a resampling. */
      if (fabs (self->bg_scale / (zoom * scale_factor) - 1) < 1e-9)
        {
          bx = round (bx * scale_factor) / scale_factor;
          by = round (by * scale_factor) / scale_factor;
        }
      bh_tiled_texture_snapshot (self->background, snapshot,
                                 &GRAPHENE_RECT_INIT (bx, by, self->bg_rect.size.width * zoom,
                                                      self->bg_rect.size.height * zoom),
                                 &GRAPHENE_RECT_INIT (0, 0, width, height));
    }

  if (self->labels_zoom == 0 || fabs (self->labels_zoom / zoom - 1) > 0.02)
    place_labels (self, zoom);

  cp = counter_pixels (zoom);
  band = cache_scale (self, cp * scale_factor, bh_counter_cache_get_size (self->counters));
  bh_counter_cache_set_size (self->counters, (int) ceil (band));
  /* Whole pixels, so that the cached counters are copied, not resampled. */
  cp = round (cp * scale_factor) / scale_factor;

  stats->n_spaces = stats->n_stacks = stats->n_pieces = stats->n_labels = 0;
  bh_viewport_board_to_widget (self->viewport, width, height, 0, 0, &x0, &y0);
  margin = cp + 200;   /* a label can reach this far from its space */

  if (self->hover_space != BH_NONE)
    {
      const SpaceInfo *space = &self->spaces[self->hover_space];

      draw_hover (self, snapshot, x0 + space->x * zoom, y0 + space->y * zoom, zoom);
    }

  draw_marks (self, snapshot, x0, y0, zoom, cp);
  if (self->show_reconstructed && self->grid == NULL)
    draw_reconstructed (self, snapshot, x0, y0, zoom, width, height);

  for (guint i = 0; i < self->n_spaces; i++)
    {
      const SpaceInfo *space = &self->spaces[i];
      double wx = x0 + space->x * zoom, wy = y0 + space->y * zoom;

      if (wx < -margin || wy < -margin || wx > width + margin || wy > height + margin)
        continue;
      if (wx >= 0 && wy >= 0 && wx <= width && wy <= height)
        stats->n_spaces++;
      if (self->spaces[i].n_pieces > 0)
        {
          draw_stack (self, snapshot, i, wx, wy, cp);
          /* Counted when in view, like the spaces. */
          if (wx >= 0 && wy >= 0 && wx <= width && wy <= height)
            {
              stats->n_stacks++;
              stats->n_pieces += self->spaces[i].n_pieces;
            }
        }
    }

  /* Names last, so that no counter hides one. */
  for (guint i = 0; i < self->n_spaces; i++)
    {
      const SpaceInfo *space = &self->spaces[i];
      double wx = x0 + space->x * zoom, wy = y0 + space->y * zoom;

      if (!self->spaces[i].label_shown ||
          wx < -margin || wy < -margin || wx > width + margin || wy > height + margin)
        continue;
      draw_label (self, snapshot, i, wx, wy, width, height);
      stats->n_labels++;
    }

  draw_notes (self, snapshot, x0, y0, zoom, cp);

  if (self->drag_stack && self->drag_from != BH_NONE)
    draw_drag (self, snapshot, cp);

  stats->n_frames++;
  stats->last_snapshot_us = g_get_monotonic_time () - start;
  if (self->profile)
    g_printerr ("map frame %u: %.3f ms, zoom %.3f, %u spaces, %u stacks, %u pieces, %u labels, %u background renders\n",
                stats->n_frames, stats->last_snapshot_us / 1000.0, zoom, stats->n_spaces,
                stats->n_stacks, stats->n_pieces, stats->n_labels, stats->n_background_renders);
}

/* Tooltips -------------------------------------------------------------- */

static const char *
owner_name (BhGameData *data, const BhSpace *space)
{
  if (space->owner_nation != BH_NONE)
    return bh_game_data_get_nation (data, space->owner_nation)->name;
  if (space->owner_side != BH_NONE)
    return bh_game_data_get_side (data, space->owner_side)->name;
  return NULL;
}

static void
append_escaped (GString *s, const char *text)
{
  g_autofree char *escaped = g_markup_escape_text (text, -1);

  g_string_append (s, escaped);
}

static char *
space_tooltip (BhMapView *self, int i, gboolean full)
{
  const BhSpace *space = bh_game_data_get_space (self->data, i);
  const BhSpaceKind *kind = bh_game_data_get_space_kind (self->data, space->kind);
  GString *s = g_string_new ("<b>");
  const char *owner = owner_name (self->data, space);

  append_escaped (s, space->name);
  g_string_append (s, "</b>\n");
  append_escaped (s, kind->name);
  if (space->terrain != BH_NONE)
    {
      g_string_append (s, " · ");
      append_escaped (s, bh_game_data_get_terrain (self->data, space->terrain)->name);
    }
  if (owner != NULL)
    {
      g_string_append (s, " · ");
      append_escaped (s, owner);
    }

  for (guint k = 0; space->features != NULL && k < space->features->len; k++)
    {
      const BhFeature *feature = g_ptr_array_index (space->features, k);

      g_string_append (s, k == 0 ? "\n" : ", ");
      append_escaped (s, feature->name != NULL ? feature->name
                      : bh_game_data_get_feature_kind (self->data, feature->kind)->name);
    }

  if (!full)
    return g_string_free (s, FALSE);
  append_pieces (self, s, i);
  if (bh_provenance_is_reconstructed (&space->prov))
    append_reconstructed (s, &space->prov);
  return g_string_free (s, FALSE);
}

static void
append_pieces (BhMapView *self, GString *s, int i)
{
  const BhState *state = current_state (self);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  int location = location_of (self, i);
  guint listed = 0;

  for (guint p = 0; p < state->n_pieces; p++)
    {
      const BhUnitType *type;
      const BhFace *face;

      if (pieces[p].location != location)
        continue;
      if (listed == 8)
        {
          g_autofree char *more = g_strdup_printf (_("… and %u more"), self->spaces[i].n_pieces - listed);

          g_string_append (s, "\n  ");
          append_escaped (s, more);
          break;
        }
      type = bh_game_data_get_unit_type (self->data, bh_game_data_get_piece_type (self->data, p));
      face = pieces[p].face < type->faces->len ? g_ptr_array_index (type->faces, pieces[p].face) : NULL;
      g_string_append (s, listed == 0 ? "\n" : "");
      g_string_append (s, "\n• ");
      if (pieces[p].flags & BH_PIECE_HIDDEN)
        {
          g_string_append (s, _("Hidden piece"));
        }
      else
        {
          append_escaped (s, type->name);
          if (face != NULL && face->label != NULL)
            {
              g_string_append (s, " (");
              append_escaped (s, face->label);
              g_string_append (s, ")");
            }
          if (pieces[p].face > 0 && face != NULL && face->name != NULL)
            {
              g_string_append (s, " – ");
              append_escaped (s, face->name);
            }
        }
      listed++;
    }
}

static void
append_reconstructed (GString *s, const BhProvenance *prov)
{
  g_string_append (s, "\n\n<small><i>");
  if (prov->note != NULL)
    {
      /* The note in the player's language (po-data/), the lead in the program's. */
      g_autofree char *line = g_strdup_printf (_("≈ Reconstructed: %s"), bh_provenance_get_note (prov));
      append_escaped (s, line);
    }
  else
    g_string_append (s, _("≈ Reconstructed"));
  g_string_append (s, "</i></small>");
}

/* A hex: its number, terrain, height, set-up letter, the sides that
 * matter, and its stack. */
static char *
hex_tooltip (BhMapView *self, int i, gboolean full)
{
  const BhHexGrid *grid = self->grid;
  int col = i % grid->cols + 1, row = i / grid->cols + 1;
  const BhHex *hex = bh_hex_board_find_hex (grid, col, row);
  int terrain = hex != NULL && hex->terrain != BH_NONE ? hex->terrain : grid->terrain;
  GString *s = g_string_new ("<b>");
  g_autofree char *title = g_strdup_printf (_("Hex %02d%02d"), col, row);
  guint n_streams = 0, n_slopes = 0;

  append_escaped (s, title);
  g_string_append (s, "</b>  ");
  append_escaped (s, grid->name);
  g_string_append (s, "\n");
  if (terrain >= 0 && (guint) terrain < bh_game_data_get_n_terrains (self->data))
    append_escaped (s, bh_game_data_get_terrain (self->data, terrain)->name);
  if (hex != NULL && hex->elevation > 0)
    {
      g_autofree char *text = g_strdup_printf (_("elevation %d"), hex->elevation);

      g_string_append (s, " · ");
      append_escaped (s, text);
    }
  if (hex != NULL && hex->label != NULL)
    {
      g_autofree char *text = g_strdup_printf (_("set-up hex %s"), hex->label);

      g_string_append (s, " · ");
      append_escaped (s, text);
    }
  if (hex != NULL && bh_props_lookup (hex->props, "trail") != NULL)
    {
      g_string_append (s, " · ");
      append_escaped (s, _("trail"));
    }
  for (guint k = 0; grid->hexsides != NULL && k < grid->hexsides->len; k++)
    {
      const BhHexside *side = g_ptr_array_index (grid->hexsides, k);

      if (side->col == col && side->row == row)
        {
          if (g_strcmp0 (side->kind, "stream") == 0)
            n_streams++;
          else
            n_slopes++;
        }
    }
  if (n_streams > 0)
    {
      g_string_append (s, " · ");
      append_escaped (s, _("stream on its side"));
    }
  if (n_slopes > 0)
    {
      g_string_append (s, " · ");
      append_escaped (s, _("slope on its side"));
    }
  if (!full)
    return g_string_free (s, FALSE);
  append_pieces (self, s, i);
  if (hex != NULL && bh_provenance_is_reconstructed (&hex->prov))
    append_reconstructed (s, &hex->prov);
  else if (hex == NULL && bh_provenance_is_reconstructed (&grid->prov))
    append_reconstructed (s, &grid->prov);
  return g_string_free (s, FALSE);
}

/* The cell described: its name and what it is, and with `full` its stack
 * and whether it is reconstructed, for a screen reader. */
static char *
cell_tooltip (BhMapView *self, int i, gboolean full)
{
  return self->grid != NULL ? hex_tooltip (self, i, full) : space_tooltip (self, i, full);
}

static const BhProvenance *
cell_provenance (BhMapView *self, int i)
{
  if (self->grid != NULL)
    {
      const BhHex *hex = bh_hex_board_find_hex (self->grid, i % self->grid->cols + 1, i / self->grid->cols + 1);

      return hex != NULL ? &hex->prov : &self->grid->prov;
    }
  return &bh_game_data_get_space (self->data, i)->prov;
}

/* The pieces on a cell, top of the stack first. */
static GArray *
stack_pieces (BhMapView *self, int i)
{
  const BhState *state = current_state (self);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  int location = location_of (self, i);
  GArray *stack = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint p = 0; p < state->n_pieces; p++)
    if (pieces[p].location == location)
      {
        guint k = stack->len;
        int piece = p;

        g_array_append_val (stack, piece);
        while (k > 0 && pieces[g_array_index (stack, int, k - 1)].order < pieces[p].order)
          {
            g_array_index (stack, int, k) = g_array_index (stack, int, k - 1);
            k--;
          }
        g_array_index (stack, int, k) = piece;
      }
  return stack;
}

char *
bh_piece_describe_values (BhGameData *data, const BhUnitType *type, guint face_index)
{
  const BhFace *face;
  GString *s;

  if (face_index >= type->faces->len)
    return NULL;
  face = g_ptr_array_index (type->faces, face_index);
  s = g_string_new (face->name != NULL && face_index > 0 ? face->name : "");
  for (guint i = 0; face->values != NULL && i < face->values->len; i++)
    {
      const BhValue *value = g_ptr_array_index (face->values, i);

      g_string_append_printf (s, "%s%s %d", s->len > 0 ? " · " : "",
                              bh_game_data_get_value_label (data, value->name), value->num);
    }
  return g_string_free (s, s->len == 0);
}

#define TOOLTIP_COUNTER_PX 64
#define TOOLTIP_MAX_COUNTERS 12

/* The hovered stack's counters, large enough to read their values, each
 * with its name and values below it. */
GtkWidget *
bh_map_view_build_stack_card (BhMapView *self, int location)
{
  int i;
  g_autofree char *header = NULL;
  g_autoptr(GArray) stack = NULL;
  const BhPieceState *pieces;
  const BhProvenance *prov;
  GtkWidget *box, *label, *grid;
  int scale;
  guint columns;

  g_return_val_if_fail (BH_IS_MAP_VIEW (self), NULL);
  i = cell_of (self, location);
  g_return_val_if_fail (i != BH_NONE, NULL);

  header = cell_tooltip (self, i, FALSE);
  stack = stack_pieces (self, i);
  pieces = bh_state_const_pieces (current_state (self));
  prov = cell_provenance (self, i);
  box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 6);
  label = gtk_label_new (NULL);
  grid = gtk_grid_new ();
  scale = gtk_widget_get_scale_factor (GTK_WIDGET (self));
  columns = stack->len <= 4 ? MAX (stack->len, 1) : stack->len <= 8 ? 4 : 6;

  gtk_label_set_markup (GTK_LABEL (label), header);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 50);
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_box_append (GTK_BOX (box), label);

  bh_counter_cache_set_size (self->tooltip_counters, TOOLTIP_COUNTER_PX * scale);
  gtk_grid_set_column_spacing (GTK_GRID (grid), 8);
  gtk_grid_set_row_spacing (GTK_GRID (grid), 6);
  for (guint k = 0; k < stack->len && k < TOOLTIP_MAX_COUNTERS; k++)
    {
      int piece = g_array_index (stack, int, k);
      int type_index = bh_game_data_get_piece_type (self->data, piece);
      const BhUnitType *type = bh_game_data_get_unit_type (self->data, type_index);
      gboolean hidden = (pieces[piece].flags & BH_PIECE_HIDDEN) != 0;
      GdkTexture *texture = bh_counter_cache_lookup (self->tooltip_counters, self->data, type_index,
                                                     pieces[piece].face, hidden);
      GtkWidget *cell = gtk_box_new (GTK_ORIENTATION_VERTICAL, 2);
      GtkWidget *picture = gtk_image_new_from_paintable (GDK_PAINTABLE (texture));
      GtkWidget *name = gtk_label_new (hidden ? _("Hidden piece")
                                       : type->short_name != NULL ? type->short_name : type->name);
      g_autofree char *values = hidden ? NULL : bh_piece_describe_values (self->data, type, pieces[piece].face);

      gtk_image_set_pixel_size (GTK_IMAGE (picture), TOOLTIP_COUNTER_PX);
      gtk_widget_set_halign (picture, GTK_ALIGN_CENTER);
      gtk_box_append (GTK_BOX (cell), picture);
      gtk_label_set_max_width_chars (GTK_LABEL (name), 12);
      gtk_label_set_ellipsize (GTK_LABEL (name), PANGO_ELLIPSIZE_END);
      gtk_widget_add_css_class (name, "caption");
      gtk_box_append (GTK_BOX (cell), name);
      if (values != NULL)
        {
          GtkWidget *line = gtk_label_new (values);

          gtk_label_set_max_width_chars (GTK_LABEL (line), 14);
          gtk_label_set_wrap (GTK_LABEL (line), TRUE);
          gtk_label_set_justify (GTK_LABEL (line), GTK_JUSTIFY_CENTER);
          gtk_widget_add_css_class (line, "caption");
          gtk_widget_add_css_class (line, "dim-label");
          gtk_box_append (GTK_BOX (cell), line);
        }
      gtk_grid_attach (GTK_GRID (grid), cell, k % columns, k / columns, 1, 1);
    }
  gtk_widget_set_visible (grid, stack->len > 0);
  gtk_box_append (GTK_BOX (box), grid);
  if (stack->len > TOOLTIP_MAX_COUNTERS)
    {
      g_autofree char *more = g_strdup_printf (_("… and %u more"), stack->len - TOOLTIP_MAX_COUNTERS);

      gtk_box_append (GTK_BOX (box), gtk_label_new (more));
    }
  if (bh_provenance_is_reconstructed (prov))
    {
      GString *s = g_string_new (NULL);
      g_autofree char *note = NULL;
      GtkWidget *line = gtk_label_new (NULL);

      append_reconstructed (s, prov);
      note = g_string_free (s, FALSE);
      gtk_label_set_markup (GTK_LABEL (line), g_strstrip (note));
      gtk_label_set_xalign (GTK_LABEL (line), 0);
      gtk_label_set_wrap (GTK_LABEL (line), TRUE);
      gtk_label_set_max_width_chars (GTK_LABEL (line), 50);
      gtk_box_append (GTK_BOX (box), line);
    }
  return box;
}

static gboolean
on_query_tooltip (GtkWidget *widget, int x, int y, gboolean keyboard, GtkTooltip *tooltip,
                  gpointer user_data)
{
  BhMapView *self = BH_MAP_VIEW (widget);
  g_autofree char *markup = NULL;
  int i;

  if (self->game == NULL)
    return FALSE;
  i = keyboard ? self->cursor_space : cell_at (self, x, y);
  if (i == BH_NONE)
    return FALSE;
  /* Made again only when the cell or the stacks changed. */
  if (self->tooltip_widget == NULL || self->tooltip_cell != i || self->tooltip_serial != self->stacks_serial)
    {
      g_clear_object (&self->tooltip_widget);
      self->tooltip_widget = g_object_ref_sink (bh_map_view_build_stack_card (self, location_of (self, i)));
      self->tooltip_cell = i;
      self->tooltip_serial = self->stacks_serial;
    }
  gtk_tooltip_set_custom (tooltip, self->tooltip_widget);
  return TRUE;
}

/* Input ----------------------------------------------------------------- */

static void
stop_following_fit (BhMapView *self)
{
  self->follow_fit = FALSE;
  self->follow_pieces = FALSE;
}

static void
on_motion (GtkEventControllerMotion *controller, double x, double y, BhMapView *self)
{
  int space;

  self->pointer_x = x;
  self->pointer_y = y;
  space = cell_at (self, x, y);
  if (space != self->hover_space)
    {
      self->hover_space = space;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_leave (GtkEventControllerMotion *controller, BhMapView *self)
{
  if (self->hover_space != BH_NONE)
    {
      self->hover_space = BH_NONE;
      gtk_widget_queue_draw (GTK_WIDGET (self));
    }
}

static void
on_drag_begin (GtkGestureDrag *gesture, double x, double y, BhMapView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  int space = cell_at (self, x, y);

  self->drag_center_x = bh_viewport_get_center_x (self->viewport);
  self->drag_center_y = bh_viewport_get_center_y (self->viewport);
  self->drag_start_x = x;
  self->drag_start_y = y;
  self->drag_moved = FALSE;
  self->drag_stack = FALSE;
  self->drop_space = BH_NONE;
  /* The primary button on a stack that can move drags the stack; anything
   * else drags the board. */
  self->drag_from = button == GDK_BUTTON_PRIMARY && space != BH_NONE && self->marks != NULL &&
                    (self->marks[space] & BH_MAP_MARK_SOURCE) && self->spaces[space].n_pieces > 0
                    ? space : BH_NONE;
}

static void
on_drag_update (GtkGestureDrag *gesture, double dx, double dy, BhMapView *self)
{
  double zoom = bh_viewport_get_zoom (self->viewport);

  /* A click wobbles: only a few pixels make a drag. */
  if (!self->drag_moved && hypot (dx, dy) < 5)
    return;
  self->drag_moved = TRUE;
  if (self->drag_from != BH_NONE)
    {
      int space;

      self->drag_stack = TRUE;
      self->pointer_x = self->drag_start_x + dx;
      self->pointer_y = self->drag_start_y + dy;
      space = cell_at (self, self->pointer_x, self->pointer_y);
      self->drop_space = space == self->drag_from ? BH_NONE : space;
      gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
      gtk_widget_queue_draw (GTK_WIDGET (self));
      return;
    }
  gtk_widget_set_cursor_from_name (GTK_WIDGET (self), "grabbing");
  stop_following_fit (self);
  bh_viewport_set (self->viewport, self->drag_center_x - dx / zoom,
                   self->drag_center_y - dy / zoom, zoom);
}

static void
on_drag_end (GtkGestureDrag *gesture, double dx, double dy, BhMapView *self)
{
  guint button = gtk_gesture_single_get_current_button (GTK_GESTURE_SINGLE (gesture));
  gboolean stack = self->drag_stack;
  int from = self->drag_from, to = self->drop_space;

  gtk_widget_set_cursor (GTK_WIDGET (self), NULL);
  self->drag_stack = FALSE;
  self->drag_from = BH_NONE;
  self->drop_space = BH_NONE;
  if (stack)
    {
      gtk_widget_queue_draw (GTK_WIDGET (self));
      if (to != BH_NONE)
        g_signal_emit (self, signals[STACK_DROPPED], 0, location_of (self, from), location_of (self, to));
      return;
    }
  if (!self->drag_moved && button == GDK_BUTTON_PRIMARY)
    {
      gtk_widget_grab_focus (GTK_WIDGET (self));
      g_signal_emit (self, signals[SPACE_ACTIVATED], 0,
                     bh_map_view_space_at (self, self->drag_start_x, self->drag_start_y));
    }
}

static gboolean
on_scroll (GtkEventControllerScroll *controller, double dx, double dy, BhMapView *self)
{
  GdkModifierType mods = gtk_event_controller_get_current_event_state (GTK_EVENT_CONTROLLER (controller));
  gboolean wheel = gtk_event_controller_scroll_get_unit (controller) == GDK_SCROLL_UNIT_WHEEL;

  stop_following_fit (self);
  if (wheel || (mods & GDK_CONTROL_MASK))
    {
      /* A wheel notch zooms by a fixed step; touchpads scroll in pixels. */
      double factor = wheel ? pow (1.25, -dy) : pow (1.01, -dy);

      bh_viewport_zoom_around (self->viewport, factor,
                               gtk_widget_get_width (GTK_WIDGET (self)),
                               gtk_widget_get_height (GTK_WIDGET (self)),
                               self->pointer_x, self->pointer_y);
    }
  else
    bh_viewport_pan (self->viewport, -dx, -dy);
  return TRUE;
}

static void
on_zoom_begin (GtkGesture *gesture, GdkEventSequence *sequence, BhMapView *self)
{
  self->gesture_zoom = bh_viewport_get_zoom (self->viewport);
}

static void
on_zoom_scale_changed (GtkGestureZoom *gesture, double scale, BhMapView *self)
{
  double cx, cy;

  stop_following_fit (self);
  if (!gtk_gesture_get_bounding_box_center (GTK_GESTURE (gesture), &cx, &cy))
    {
      cx = gtk_widget_get_width (GTK_WIDGET (self)) / 2.0;
      cy = gtk_widget_get_height (GTK_WIDGET (self)) / 2.0;
    }
  bh_viewport_zoom_around (self->viewport,
                           self->gesture_zoom * scale / bh_viewport_get_zoom (self->viewport),
                           gtk_widget_get_width (GTK_WIDGET (self)),
                           gtk_widget_get_height (GTK_WIDGET (self)), cx, cy);
}

static void
zoom_by (BhMapView *self, double factor)
{
  double w = gtk_widget_get_width (GTK_WIDGET (self));
  double h = gtk_widget_get_height (GTK_WIDGET (self));

  stop_following_fit (self);
  bh_viewport_zoom_around (self->viewport, factor, w, h, w / 2, h / 2);
}

static void
action_zoom (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhMapView *self = BH_MAP_VIEW (widget);

  if (g_str_equal (action_name, "map.zoom-in"))
    bh_map_view_zoom_in (self);
  else if (g_str_equal (action_name, "map.zoom-out"))
    bh_map_view_zoom_out (self);
  else
    bh_map_view_zoom_to_fit (self);
}

/* Keyboard ---------------------------------------------------------------- */

/* What a screen reader says about the space under the keyboard cursor:
 * its name, and its stack from the state drawn. */
static void
update_accessible (BhMapView *self)
{
  g_autofree char *markup = NULL;
  g_autofree char *text = NULL;

  if (self->game == NULL || self->cursor_space == BH_NONE)
    {
      gtk_accessible_reset_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION);
      return;
    }
  markup = cell_tooltip (self, self->cursor_space, TRUE);
  if (!pango_parse_markup (markup, -1, 0, NULL, &text, NULL, NULL))
    text = g_strdup (bh_game_data_get_location_name (self->data, location_of (self, self->cursor_space)));
  gtk_accessible_update_property (GTK_ACCESSIBLE (self), GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, text, -1);
}

static void
set_cursor_space (BhMapView *self, int space)
{
  self->cursor_space = space;
  if (space != BH_NONE)
    bh_map_view_show_space (self, space);
  update_accessible (self);
  /* The query asks the window's surface where the pointer is: a map not
   * on screen (its window being made or destroyed) has none to ask. */
  if (gtk_widget_get_mapped (GTK_WIDGET (self)))
    gtk_widget_trigger_tooltip_query (GTK_WIDGET (self));
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

/* The space nearest the centre of the view, to start from. */
static int
central_space (BhMapView *self)
{
  double cx = bh_viewport_get_center_x (self->viewport), cy = bh_viewport_get_center_y (self->viewport);
  double best_d = G_MAXDOUBLE;
  int best = BH_NONE;

  for (guint i = 0; i < self->n_spaces; i++)
    {
      const SpaceInfo *space = &self->spaces[i];
      double d = hypot (space->x - cx, space->y - cy);

      if (d < best_d)
        {
          best_d = d;
          best = i;
        }
    }
  return best;
}

/* Arrow keys walk the map: to the nearest space in that direction, the
 * sideways distance counting double. */
static gboolean
cursor_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  BhMapView *self = BH_MAP_VIEW (widget);
  const SpaceInfo *from;
  double best_score = G_MAXDOUBLE;
  int dx, dy, best = BH_NONE;

  if (self->data == NULL || self->n_spaces == 0)
    return FALSE;
  if (self->cursor_space == BH_NONE)
    {
      set_cursor_space (self, self->selected_space != BH_NONE ? self->selected_space : central_space (self));
      return TRUE;
    }
  g_variant_get (args, "(ii)", &dx, &dy);
  from = &self->spaces[self->cursor_space];
  for (guint i = 0; i < self->n_spaces; i++)
    {
      const SpaceInfo *space = &self->spaces[i];
      double vx = space->x - from->x, vy = space->y - from->y;
      double along = vx * dx + vy * dy, across = fabs (vx * dy - vy * dx);
      double score;

      if ((int) i == self->cursor_space || along <= 0 || across > along * 2)
        continue;
      score = along + 2 * across;
      if (score < best_score)
        {
          best_score = score;
          best = i;
        }
    }
  if (best != BH_NONE)
    set_cursor_space (self, best);
  return TRUE;
}

/* Page Up and Page Down go from stack to stack. */
static gboolean
stack_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  BhMapView *self = BH_MAP_VIEW (widget);
  int step = g_variant_get_int32 (args);
  int start = self->cursor_space == BH_NONE ? (step > 0 ? -1 : 0) : self->cursor_space;

  for (guint k = 1; k <= self->n_spaces; k++)
    {
      int i = ((start + step * (int) k) % (int) self->n_spaces + (int) self->n_spaces) % (int) self->n_spaces;

      if (self->spaces[i].n_pieces > 0)
        {
          set_cursor_space (self, i);
          return TRUE;
        }
    }
  return FALSE;
}

static gboolean
activate_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  BhMapView *self = BH_MAP_VIEW (widget);

  if (self->cursor_space == BH_NONE)
    return FALSE;
  g_signal_emit (self, signals[SPACE_ACTIVATED], 0, location_of (self, self->cursor_space));
  return TRUE;
}

static gboolean
pan_key (GtkWidget *widget, GVariant *args, gpointer user_data)
{
  BhMapView *self = BH_MAP_VIEW (widget);
  int dx, dy;

  g_variant_get (args, "(ii)", &dx, &dy);
  stop_following_fit (self);
  bh_viewport_pan (self->viewport, dx, dy);
  return TRUE;
}

/* Sizing ---------------------------------------------------------------- */

/* The opening view of a game or board whose whole does not show counters
 * legibly: the stacks of the side to decide (else all stacks), as close as
 * fits, but never less than READABLE_COUNTER_PX a counter.  FALSE when the
 * whole board is legible already or nothing stands on it. */
static gboolean
fit_pieces (BhMapView *self, double width, double height, double inset, double fit_zoom)
{
  const double readable = READABLE_COUNTER_PX / BH_MAP_COUNTER_SIZE;
  const BhState *state;
  const BhPieceState *pieces;
  g_autofree guint *weight = NULL;
  double x0 = G_MAXDOUBLE, y0 = G_MAXDOUBLE, x1 = -G_MAXDOUBLE, y1 = -G_MAXDOUBLE;
  double zoom, cx, cy, vw, vh, m = BH_MAP_COUNTER_SIZE;
  int side;
  double best_sum = 0;

  if (fit_zoom >= readable * 0.95 || self->game == NULL || self->n_spaces == 0)
    return FALSE;
  state = current_state (self);
  pieces = bh_state_const_pieces (state);
  side = state->pending.side;
  weight = g_new0 (guint, self->n_spaces);
  /* First the side to decide's pieces, then anybody's. */
  for (int pass = 0; pass < 2 && x0 == G_MAXDOUBLE; pass++)
    for (guint p = 0; p < state->n_pieces; p++)
      {
        int cell = pieces[p].location == BH_OFFBOARD ? BH_NONE : cell_of (self, pieces[p].location);
        const BhUnitType *type;

        if (cell == BH_NONE)
          continue;
        type = bh_game_data_get_unit_type (self->data, bh_game_data_get_piece_type (self->data, p));
        if (pass == 0 && (side < 0 || type->side != side))
          continue;
        weight[cell]++;
        x0 = MIN (x0, self->spaces[cell].x);
        y0 = MIN (y0, self->spaces[cell].y);
        x1 = MAX (x1, self->spaces[cell].x);
        y1 = MAX (y1, self->spaces[cell].y);
      }
  if (x0 == G_MAXDOUBLE)
    return FALSE;
  zoom = MIN ((width - 2 * FIT_MARGIN) / (x1 - x0 + 2 * m), (height - inset - 2 * FIT_MARGIN) / (y1 - y0 + 2 * m));
  zoom = CLAMP (zoom, readable, MAX (readable, MAX_OPENING_ZOOM));
  zoom = MIN (zoom, bh_viewport_get_max_zoom (self->viewport));
  vw = width / zoom;
  vh = height / zoom;
  cx = (x0 + x1) / 2;
  cy = (y0 + y1) / 2;
  /* Too spread out to show at once: the view around the stack that
   * gathers the most pieces, centred on what it gathers. */
  if (x1 - x0 + 2 * m > vw || y1 - y0 + 2 * m > vh)
    for (guint c = 0; c < self->n_spaces; c++)
      {
        double sum = 0;
        double sx = 0, sy = 0;

        if (weight[c] == 0)
          continue;
        for (guint o = 0; o < self->n_spaces; o++)
          if (weight[o] > 0 && fabs (self->spaces[o].x - self->spaces[c].x) <= vw / 2 - m &&
              fabs (self->spaces[o].y - self->spaces[c].y) <= vh / 2 - m)
            {
              /* A stack counts by the square root of its pieces: one big
               * stack is one place to look, yet an army (Harmar's ten
               * pieces) outweighs two lone garrisons. */
              double w = sqrt (weight[o]);

              sum += w;
              sx += w * self->spaces[o].x;
              sy += w * self->spaces[o].y;
            }
        if (sum > best_sum)
          {
            best_sum = sum;
            cx = sx / sum;
            cy = sy / sum;
          }
      }
  /* Keep the board's edge at the view's edge rather than show the table;
   * the top edge below what covers the top of the view. */
  if (self->bounds[2] - self->bounds[0] > vw)
    cx = CLAMP (cx, self->bounds[0] + vw / 2, self->bounds[2] - vw / 2);
  vh -= inset / zoom;
  if (self->bounds[3] - self->bounds[1] > vh)
    cy = CLAMP (cy, self->bounds[1] + vh / 2, self->bounds[3] - vh / 2);
  bh_viewport_set (self->viewport, cx, cy - inset / 2.0 / zoom, zoom);
  return TRUE;
}

static void
fit (BhMapView *self, int width, int height)
{
  double x0, y0, x1, y1, fit_zoom;
  int inset = MIN (self->top_inset, height / 4);

  if (self->data == NULL || width <= 2 * FIT_MARGIN || height - inset <= 2 * FIT_MARGIN)
    return;
  /* The board's extent and every space, entry boxes on the edge included. */
  x0 = self->bounds[0];
  y0 = self->bounds[1];
  x1 = self->bounds[2];
  y1 = self->bounds[3];
  fit_zoom = MIN ((width - 2 * FIT_MARGIN) / (x1 - x0), (height - inset - 2 * FIT_MARGIN) / (y1 - y0));
  /* From half the whole board to a space filling a good part of the screen. */
  bh_viewport_set_zoom_limits (self->viewport, fit_zoom / 2, MAX (4.0, fit_zoom * 2));
  if (self->follow_pieces && fit_pieces (self, width, height, inset, fit_zoom))
    return;
  if (self->follow_fit)
    {
      bh_viewport_fit (self->viewport, x0, y0, x1, y1, width, height - inset, FIT_MARGIN);
      /* Below what covers the top. */
      if (inset > 0)
        bh_viewport_pan (self->viewport, 0, inset / 2.0);
    }
}

static void show_pending_space (BhMapView *self);

static void
bh_map_view_size_allocate (GtkWidget *widget, int width, int height, int baseline)
{
  fit (BH_MAP_VIEW (widget), width, height);
  show_pending_space (BH_MAP_VIEW (widget));
}

/* A page shown again may keep its old allocation (no size_allocate). */
static void
bh_map_view_map (GtkWidget *widget)
{
  GTK_WIDGET_CLASS (bh_map_view_parent_class)->map (widget);
  show_pending_space (BH_MAP_VIEW (widget));
}

static void
bh_map_view_measure (GtkWidget *widget, GtkOrientation orientation, int for_size,
                     int *minimum, int *natural, int *minimum_baseline, int *natural_baseline)
{
  *minimum = 64;
  *natural = orientation == GTK_ORIENTATION_HORIZONTAL ? 960 : 640;
}

static void
bh_map_view_css_changed (GtkWidget *widget, GtkCssStyleChange *change)
{
  BhMapView *self = BH_MAP_VIEW (widget);

  GTK_WIDGET_CLASS (bh_map_view_parent_class)->css_changed (widget, change);
  /* Fonts may have changed: remake the names at the new size. */
  update_font (self);
  for (guint i = 0; i < self->n_spaces; i++)
    {
      PangoRectangle logical;

      /* Hexes have no name to lay out. */
      if (self->spaces[i].layout == NULL)
        continue;
      pango_layout_context_changed (self->spaces[i].layout);
      pango_layout_get_pixel_extents (self->spaces[i].layout, NULL, &logical);
      self->spaces[i].label_w = logical.width + 8;
      self->spaces[i].label_h = logical.height + 2;
    }
  for (guint i = 0; i < N_BADGES; i++)
    g_clear_object (&self->badges[i]);
  g_clear_object (&self->approx);
  self->labels_zoom = 0;
}

/* GObject --------------------------------------------------------------- */

static void
bh_map_view_dispose (GObject *object)
{
  BhMapView *self = BH_MAP_VIEW (object);

  bh_map_view_set_game (self, NULL);
  g_clear_handle_id (&self->settle_id, g_source_remove);
  g_clear_signal_handler (&self->viewport_changed_id, self->viewport);
  g_clear_object (&self->viewport);
  g_clear_object (&self->counters);
  g_clear_object (&self->tooltip_counters);
  g_clear_object (&self->tooltip_widget);
  g_clear_object (&self->approx);
  g_clear_pointer (&self->state, bh_state_free);
  g_clear_pointer (&self->marks, g_free);
  g_clear_pointer (&self->notes, g_strfreev);
  g_clear_object (&self->note_layout);
  for (guint i = 0; i < N_BADGES; i++)
    g_clear_object (&self->badges[i]);
  G_OBJECT_CLASS (bh_map_view_parent_class)->dispose (object);
}

static void
bh_map_view_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec)
{
  BhMapView *self = BH_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      g_value_set_object (value, self->game);
      break;
    case PROP_VIEWPORT:
      g_value_set_object (value, self->viewport);
      break;
    case PROP_BOARD:
      g_value_set_int (value, self->board);
      break;
    case PROP_SHOW_RECONSTRUCTED:
      g_value_set_boolean (value, self->show_reconstructed);
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bh_map_view_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec)
{
  BhMapView *self = BH_MAP_VIEW (object);

  switch (prop_id)
    {
    case PROP_GAME:
      bh_map_view_set_game (self, g_value_get_object (value));
      break;
    case PROP_BOARD:
      bh_map_view_set_board (self, g_value_get_int (value));
      break;
    case PROP_SHOW_RECONSTRUCTED:
      bh_map_view_set_show_reconstructed (self, g_value_get_boolean (value));
      break;
    default:
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec);
    }
}

static void
bh_map_view_class_init (BhMapViewClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  const guint zoom_in_keys[] = { GDK_KEY_plus, GDK_KEY_equal, GDK_KEY_KP_Add };
  const guint zoom_out_keys[] = { GDK_KEY_minus, GDK_KEY_KP_Subtract };
  const guint fit_keys[] = { GDK_KEY_0, GDK_KEY_KP_0 };

  object_class->dispose = bh_map_view_dispose;
  object_class->get_property = bh_map_view_get_property;
  object_class->set_property = bh_map_view_set_property;

  widget_class->snapshot = bh_map_view_snapshot;
  widget_class->size_allocate = bh_map_view_size_allocate;
  widget_class->map = bh_map_view_map;
  widget_class->measure = bh_map_view_measure;
  widget_class->css_changed = bh_map_view_css_changed;

  properties[PROP_GAME] =
    g_param_spec_object ("game", NULL, NULL, BH_TYPE_GAME,
                         G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  properties[PROP_VIEWPORT] =
    g_param_spec_object ("viewport", NULL, NULL, BH_TYPE_VIEWPORT,
                         G_PARAM_READABLE | G_PARAM_STATIC_STRINGS);
  /* BH_NONE (-1): the campaign map; else the index of a hex battle board. */
  properties[PROP_BOARD] =
    g_param_spec_int ("board", NULL, NULL, -1, G_MAXINT, -1,
                      G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  /* Marks the spaces placed from geography rather than the printed map. */
  properties[PROP_SHOW_RECONSTRUCTED] =
    g_param_spec_boolean ("show-reconstructed", NULL, NULL, FALSE,
                          G_PARAM_READWRITE | G_PARAM_EXPLICIT_NOTIFY | G_PARAM_STATIC_STRINGS);
  g_object_class_install_properties (object_class, N_PROPS, properties);

  /**
   * BhMapView::space-activated:
   * @space: the space clicked or activated from the keyboard, or BH_NONE
   *   for a click beside every space
   */
  signals[SPACE_ACTIVATED] =
    g_signal_new ("space-activated", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 1, G_TYPE_INT);
  /**
   * BhMapView::stack-dropped:
   * @from: a space marked BH_MAP_MARK_SOURCE whose stack was dragged
   * @to: the space it was dropped on
   */
  signals[STACK_DROPPED] =
    g_signal_new ("stack-dropped", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                  0, NULL, NULL, NULL, G_TYPE_NONE, 2, G_TYPE_INT, G_TYPE_INT);

  gtk_widget_class_install_action (widget_class, "map.zoom-in", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "map.zoom-out", NULL, action_zoom);
  gtk_widget_class_install_action (widget_class, "map.zoom-fit", NULL, action_zoom);
  for (guint i = 0; i < G_N_ELEMENTS (zoom_in_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, zoom_in_keys[i], 0, "map.zoom-in", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (zoom_out_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, zoom_out_keys[i], 0, "map.zoom-out", NULL);
  for (guint i = 0; i < G_N_ELEMENTS (fit_keys); i++)
    gtk_widget_class_add_binding_action (widget_class, fit_keys[i], 0, "map.zoom-fit", NULL);
  /* Shift+arrows pan; arrows walk from space to space. */
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, GDK_SHIFT_MASK, pan_key, "(ii)", 80, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, GDK_SHIFT_MASK, pan_key, "(ii)", -80, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, GDK_SHIFT_MASK, pan_key, "(ii)", 0, 80);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, GDK_SHIFT_MASK, pan_key, "(ii)", 0, -80);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Left, 0, cursor_key, "(ii)", -1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Right, 0, cursor_key, "(ii)", 1, 0);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Up, 0, cursor_key, "(ii)", 0, -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Down, 0, cursor_key, "(ii)", 0, 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Page_Down, 0, stack_key, "i", 1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Page_Up, 0, stack_key, "i", -1);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_Return, 0, activate_key, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_KP_Enter, 0, activate_key, NULL);
  gtk_widget_class_add_binding (widget_class, GDK_KEY_space, 0, activate_key, NULL);

  gtk_widget_class_set_css_name (widget_class, "bh-map-view");
  gtk_widget_class_set_accessible_role (widget_class, GTK_ACCESSIBLE_ROLE_IMG);
}

static void
bh_map_view_init (BhMapView *self)
{
  GtkWidget *widget = GTK_WIDGET (self);
  GtkGesture *drag, *zoom;
  GtkEventController *scroll, *motion;

  self->viewport = bh_viewport_new ();
  self->viewport_changed_id = g_signal_connect (self->viewport, "changed",
                                                G_CALLBACK (on_viewport_changed), self);
  self->counters = bh_counter_cache_new ();
  self->tooltip_counters = bh_counter_cache_new ();
  self->follow_fit = TRUE;
  self->pending_space = BH_NONE;
  self->board = BH_NONE;
  self->hover_space = BH_NONE;
  self->selected_space = BH_NONE;
  self->cursor_space = BH_NONE;
  self->drag_from = BH_NONE;
  self->drop_space = BH_NONE;
  self->profile = g_getenv ("BLOCKHOUSE_PROFILE") != NULL &&
                  !g_str_equal (g_getenv ("BLOCKHOUSE_PROFILE"), "0");

  gtk_widget_set_focusable (widget, TRUE);
  gtk_widget_set_overflow (widget, GTK_OVERFLOW_HIDDEN);
  gtk_widget_set_has_tooltip (widget, TRUE);
  g_signal_connect (widget, "query-tooltip", G_CALLBACK (on_query_tooltip), NULL);
  update_font (self);

  drag = gtk_gesture_drag_new ();
  gtk_gesture_single_set_button (GTK_GESTURE_SINGLE (drag), 0);
  g_signal_connect (drag, "drag-begin", G_CALLBACK (on_drag_begin), self);
  g_signal_connect (drag, "drag-update", G_CALLBACK (on_drag_update), self);
  g_signal_connect (drag, "drag-end", G_CALLBACK (on_drag_end), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (drag));

  zoom = gtk_gesture_zoom_new ();
  g_signal_connect (zoom, "begin", G_CALLBACK (on_zoom_begin), self);
  g_signal_connect (zoom, "scale-changed", G_CALLBACK (on_zoom_scale_changed), self);
  gtk_widget_add_controller (widget, GTK_EVENT_CONTROLLER (zoom));

  scroll = gtk_event_controller_scroll_new (GTK_EVENT_CONTROLLER_SCROLL_BOTH_AXES);
  g_signal_connect (scroll, "scroll", G_CALLBACK (on_scroll), self);
  gtk_widget_add_controller (widget, scroll);

  motion = gtk_event_controller_motion_new ();
  g_signal_connect (motion, "motion", G_CALLBACK (on_motion), self);
  g_signal_connect (motion, "leave", G_CALLBACK (on_leave), self);
  gtk_widget_add_controller (widget, motion);
}

/* API ------------------------------------------------------------------- */

GtkWidget *
bh_map_view_new (void)
{
  return g_object_new (BH_TYPE_MAP_VIEW, NULL);
}

BhGame *
bh_map_view_get_game (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), NULL);
  return self->game;
}

void
bh_map_view_set_game (BhMapView *self, BhGame *game)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));
  g_return_if_fail (game == NULL || BH_IS_GAME (game));

  if (self->game == game)
    return;

  if (self->game != NULL)
    g_clear_signal_handler (&self->game_changed_id, self->game);
  g_set_object (&self->game, game);
  g_clear_object (&self->data);
  if (game != NULL)
    self->data = g_object_ref (bh_game_get_data (game));
  if (game != NULL)
    self->game_changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);

  invalidate_caches (self);
  g_clear_pointer (&self->state, bh_state_free);
  g_clear_pointer (&self->marks, g_free);
  self->selected_space = BH_NONE;
  self->cursor_space = BH_NONE;
  self->board = BH_NONE;
  self->grid = NULL;
  setup_spaces (self);
  rebuild_stacks (self);
  self->hover_space = BH_NONE;
  self->follow_fit = TRUE;
  self->follow_pieces = TRUE;
  self->pending_space = BH_NONE;
  fit (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_GAME]);
}

BhViewport *
bh_map_view_get_viewport (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), NULL);
  return self->viewport;
}

void
bh_map_view_zoom_in (BhMapView *self)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));
  zoom_by (self, ZOOM_STEP);
}

void
bh_map_view_zoom_out (BhMapView *self)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));
  zoom_by (self, 1 / ZOOM_STEP);
}

void
bh_map_view_zoom_to_fit (BhMapView *self)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));
  self->follow_fit = TRUE;
  self->follow_pieces = FALSE;
  fit (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
}

/* The cell under the widget point (x, y), or BH_NONE. */
static int
cell_at (BhMapView *self, double x, double y)
{
  double bx, by, zoom, tolerance;
  int found = BH_NONE;

  if (self->data == NULL)
    return BH_NONE;

  zoom = bh_viewport_get_zoom (self->viewport);
  bh_viewport_widget_to_board (self->viewport, gtk_widget_get_width (GTK_WIDGET (self)),
                               gtk_widget_get_height (GTK_WIDGET (self)), x, y, &bx, &by);
  if (self->grid != NULL)
    {
      int col, row;

      if (!bh_hex_board_hex_at (self->grid, bx, by, &col, &row))
        return BH_NONE;
      return (row - 1) * self->grid->cols + col - 1;
    }

  /* A point space is easy to hit even when it is drawn small; its stack
   * may be drawn larger than the space. */
  tolerance = MAX (4 / zoom, counter_pixels (zoom) / 2 / zoom - BH_MAP_SPACE_RADIUS);

  /* Point spaces sit on top of areas: try them first. */
  for (guint pass = 0; pass < 2 && found == BH_NONE; pass++)
    for (guint i = 0; i < self->n_spaces; i++)
      {
        const BhSpace *space = bh_game_data_get_space (self->data, i);
        const BhSpaceKind *kind = bh_game_data_get_space_kind (self->data, space->kind);

        if (self->spaces[i].area != (pass == 1))
          continue;
        if (bh_map_space_contains (space, kind, bx, by, tolerance))
          {
            found = i;
            break;
          }
      }
  return found;
}

int
bh_map_view_space_at (BhMapView *self, double x, double y)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), BH_NONE);
  return location_of (self, cell_at (self, x, y));
}

gboolean
bh_map_view_is_settled (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), TRUE);
  return self->settle_id == 0;
}

void
bh_map_view_get_stats (BhMapView *self, BhMapViewStats *stats)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));
  *stats = self->stats;
}

void
bh_map_view_set_state (BhMapView *self, const BhState *state)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  g_clear_pointer (&self->state, bh_state_free);
  if (state != NULL)
    self->state = bh_state_copy (state);
  rebuild_stacks (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_map_view_set_marks (BhMapView *self, const guint8 *marks)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  g_clear_pointer (&self->marks, g_free);
  /* One byte per space: the campaign map's cells. */
  if (marks != NULL && self->n_spaces > 0 && self->grid == NULL)
    self->marks = g_memdup2 (marks, self->n_spaces);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_map_view_set_location_marks (BhMapView *self, const guint8 *marks, guint n_locations)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  g_clear_pointer (&self->marks, g_free);
  if (marks != NULL && self->n_spaces > 0)
    {
      self->marks = g_new0 (guint8, self->n_spaces);
      for (guint i = 0; i < self->n_spaces; i++)
        if ((guint) self->spaces[i].location < n_locations)
          self->marks[i] = marks[self->spaces[i].location];
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

void
bh_map_view_set_location_notes (BhMapView *self, char **notes, guint n_locations)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  g_clear_pointer (&self->notes, g_strfreev);
  if (notes != NULL && self->n_spaces > 0)
    {
      self->notes = g_new0 (char *, self->n_spaces + 1);
      for (guint i = 0; i < self->n_spaces; i++)
        {
          /* An empty string stands for none, so that the array stays a
           * strv. */
          const char *note = (guint) self->spaces[i].location < n_locations ? notes[self->spaces[i].location] : NULL;

          self->notes[i] = g_strdup (note != NULL ? note : "");
        }
    }
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

const char *
bh_map_view_get_note (BhMapView *self, int space)
{
  int cell;

  g_return_val_if_fail (BH_IS_MAP_VIEW (self), NULL);
  cell = cell_of (self, space);
  if (self->notes == NULL || cell == BH_NONE || self->notes[cell][0] == '\0')
    return NULL;
  return self->notes[cell];
}

guint8
bh_map_view_get_mark (BhMapView *self, int space)
{
  int cell;

  g_return_val_if_fail (BH_IS_MAP_VIEW (self), 0);

  cell = cell_of (self, space);
  if (self->marks == NULL || cell == BH_NONE)
    return 0;
  return self->marks[cell];
}

void
bh_map_view_set_selected_space (BhMapView *self, int space)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  self->selected_space = cell_of (self, space);
  gtk_widget_queue_draw (GTK_WIDGET (self));
}

int
bh_map_view_get_selected_space (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), BH_NONE);
  return location_of (self, self->selected_space);
}

gboolean
bh_map_view_shows_location (BhMapView *self, int location)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), FALSE);
  return cell_of (self, location) != BH_NONE;
}

void
bh_map_view_space_to_widget (BhMapView *self, int space, double *x, double *y)
{
  int cell;

  g_return_if_fail (BH_IS_MAP_VIEW (self));
  cell = cell_of (self, space);
  g_return_if_fail (self->data != NULL && cell != BH_NONE);

  bh_viewport_board_to_widget (self->viewport, gtk_widget_get_width (GTK_WIDGET (self)),
                               gtk_widget_get_height (GTK_WIDGET (self)),
                               self->spaces[cell].x, self->spaces[cell].y, x, y);
}

#define SHOW_MARGIN 60.0

static gboolean
laid_out (BhMapView *self)
{
  return gtk_widget_get_width (GTK_WIDGET (self)) > 2 * SHOW_MARGIN &&
         gtk_widget_get_height (GTK_WIDGET (self)) > 2 * SHOW_MARGIN && gtk_widget_get_mapped (GTK_WIDGET (self));
}

/* The space asked for before the map had its size (a game opened from a
 * save, its page about to be shown): shown once the opening view is fitted. */
static void
show_pending_space (BhMapView *self)
{
  int space = self->pending_space;

  if (space == BH_NONE || !laid_out (self))
    return;
  self->pending_space = BH_NONE;
  bh_map_view_show_space (self, space);
}

void
bh_map_view_show_space (BhMapView *self, int space)
{
  double x, y, w, h, margin = SHOW_MARGIN;

  g_return_if_fail (BH_IS_MAP_VIEW (self));
  if (self->data == NULL || cell_of (self, space) == BH_NONE)
    return;

  /* Not laid out yet (a page about to be shown): the space is shown once
   * it is, over the opening view (show_pending_space). */
  if (!laid_out (self))
    {
      self->pending_space = space;
      return;
    }
  self->pending_space = BH_NONE;
  w = gtk_widget_get_width (GTK_WIDGET (self));
  h = gtk_widget_get_height (GTK_WIDGET (self));
  bh_map_view_space_to_widget (self, space, &x, &y);
  if (x >= margin && y >= margin && x <= w - margin && y <= h - margin)
    return;
  stop_following_fit (self);
  bh_viewport_pan (self->viewport, w / 2 - x, h / 2 - y);
}

int
bh_map_view_get_cursor_space (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), BH_NONE);
  return location_of (self, self->cursor_space);
}

void
bh_map_view_set_cursor_space (BhMapView *self, int space)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));
  set_cursor_space (self, cell_of (self, space));
}

void
bh_map_view_set_board (BhMapView *self, int board)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  if (self->data == NULL || board >= (int) bh_game_data_get_n_hexgrids (self->data))
    board = BH_NONE;
  if (board == self->board)
    return;
  self->board = board;
  self->grid = board != BH_NONE ? bh_game_data_get_hexgrid (self->data, board) : NULL;
  invalidate_caches (self);
  g_clear_pointer (&self->marks, g_free);
  self->selected_space = BH_NONE;
  self->cursor_space = BH_NONE;
  self->hover_space = BH_NONE;
  setup_spaces (self);
  rebuild_stacks (self);
  self->follow_fit = TRUE;
  self->follow_pieces = TRUE;
  self->pending_space = BH_NONE;
  fit (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
  update_accessible (self);
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_BOARD]);
}

int
bh_map_view_get_board (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), BH_NONE);
  return self->board;
}

void
bh_map_view_set_top_inset (BhMapView *self, int pixels)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  if (self->top_inset == pixels)
    return;
  self->top_inset = MAX (pixels, 0);
  fit (self, gtk_widget_get_width (GTK_WIDGET (self)), gtk_widget_get_height (GTK_WIDGET (self)));
}

void
bh_map_view_set_show_reconstructed (BhMapView *self, gboolean show)
{
  g_return_if_fail (BH_IS_MAP_VIEW (self));

  show = !!show;
  if (self->show_reconstructed == show)
    return;
  self->show_reconstructed = show;
  gtk_widget_queue_draw (GTK_WIDGET (self));
  g_object_notify_by_pspec (G_OBJECT (self), properties[PROP_SHOW_RECONSTRUCTED]);
}

gboolean
bh_map_view_get_show_reconstructed (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), FALSE);
  return self->show_reconstructed;
}

gboolean
bh_map_view_has_reconstructed (BhMapView *self)
{
  g_return_val_if_fail (BH_IS_MAP_VIEW (self), FALSE);
  return self->any_reconstructed;
}
