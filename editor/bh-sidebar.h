/* bh-sidebar.h — the layout the list editors share (units, tables, the
 * game's items): a sidebar with a list over a row of buttons, beside a
 * scrolled pane for the selected item; its rows (a leading picture, a
 * title over a dim caption) and its section headers. */
#pragma once

#include <gtk/gtk.h>
#include <libxml/tree.h>

G_BEGIN_DECLS

typedef struct {
  GtkWidget *sidebar;   /* a vertical box: the list's scrolled window, then the buttons */
  GtkWidget *list;      /* a GtkListBox */
  GtkWidget *buttons;   /* a horizontal box, empty */
  GtkWidget *content;   /* a GtkScrolledWindow, empty */
} BhSidebar;

/* Lays `editor` (a GtkBox) out horizontally: the sidebar, `width` wide,
 * a separator, the content pane. */
void        bh_sidebar_build          (GtkWidget     *editor,
                                       int            width,
                                       BhSidebar     *out);
/* A row for `node` (kept as "bh-node"; the labels as "bh-title" and
 * "bh-caption"): `leading` (may be NULL), then `title` over `caption`.
 * The row's box is its child, for more widgets after the labels. */
GtkWidget  *bh_sidebar_row_new        (xmlNode       *node,
                                       GtkWidget     *leading,
                                       const char    *title,
                                       const char    *caption);
/* A list box header function's work: a heading, `section_title` of the
 * row's node, above the first row of each run of rows whose nodes have
 * the same element name. */
void        bh_sidebar_section_header (GtkListBoxRow *row,
                                       GtkListBoxRow *before,
                                       const char  *(*section_title) (xmlNode *node));

G_END_DECLS
