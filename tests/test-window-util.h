/* test-window-util.h — helpers the window tests share: iterate the main
 * loop until the map draws, render a widget to a picture, keep it. */
#pragma once

#include <adwaita.h>

#include "bh-engine.h"
#include "bh-map-view.h"
#include "bh-window.h"

G_BEGIN_DECLS

BhWindow   *bh_test_new_window       (void);
/* The installed games and the test game "tiny". */
BhLibrary  *bh_test_library          (void);
void        bh_test_wait_for_frame   (BhMapView   *map,
                                      guint        frames);
void        bh_test_wait_idle        (void);
/* Until every map has settled at its zoom and every window has painted
 * again: what a screenshot waits for. */
void        bh_test_wait_settled     (void);
/* Iterates until `done` returns TRUE (no deadline: the runner's timeout
 * catches a hang). */
void        bh_test_wait_until       (gboolean   (*done) (gpointer),
                                      gpointer     user_data);
/* Until the computer has moved (the log grew) or, the window not
 * thinking, the game is over or a seat outside `computer_seats` (a bit a
 * seat) is to decide; TRUE when the computer moved. */
gboolean    bh_test_wait_computer    (BhWindow    *window,
                                      guint        computer_seats);
/* Through the window, each side still setting up takes the scenario's
 * example (`set-up-example`, Blood on the Ohio App. 2 / App. 4, Pontiac's
 * War 20.0), hand-overs confirmed: the start rows about later rules want. */
void        bh_test_take_set_up_example (BhWindow *window);
/* Until the window has finished opening a save (bh_window_is_opening). */
void        bh_test_wait_opened      (BhWindow    *window);
/* Until the window's autosave is on disk (bh_window_is_autosaving). */
void        bh_test_wait_autosaved   (BhWindow    *window);
GdkTexture *bh_test_render_widget    (GtkWidget   *widget);
void        bh_test_assert_not_blank (GdkTexture  *texture);
void        bh_test_save_screenshot  (GdkTexture  *texture,
                                      const char  *name);
/* Whether `space`'s centre lies within the map widget. */
gboolean    bh_test_space_in_view    (BhMapView   *map,
                                      int          space);
/* Renders `widget` and keeps it as `name`. */
void        bh_test_screenshot       (GtkWidget   *widget,
                                      const char  *name);

G_END_DECLS
