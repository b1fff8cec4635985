/* bh-window.c — the game window: it listens to the game, shows what the
 * player at the screen may see, and turns clicks, drags and buttons into
 * the rules' actions through bh_game_perform. */
#include "config.h"

#include <glib/gi18n.h>

#include "bh-action-utils.h"
#include "bh-board-follow.h"
#include "bh-combat-view.h"
#include "bh-decision-panel.h"
#include "bh-game-opener.h"
#include "bh-handover-page.h"
#include "bh-hex-board.h"
#include "bh-log-view.h"
#include "bh-map-legend.h"
#include "bh-narration.h"
#include "bh-new-game-view.h"
#include "bh-track-panel.h"
#include "bh-hand-view.h"
#include "bh-window.h"

struct _BhWindow
{
  AdwApplicationWindow parent_instance;

  /* Template widgets */
  AdwWindowTitle *window_title;
  AdwToastOverlay *toast_overlay;
  GtkStack *stack;
  BhNewGameView *new_game_view;
  BhMapView *map_view;
  AdwFlap *flap;
  GtkStack *side_stack;
  BhDecisionPanel *decision_panel;
  BhTrackPanel *track_panel;
  BhHandView *hand_view;
  BhLogView *log_view;
  BhCombatView *combat_view;
  BhHandoverPage *handover_page;
  AdwStatusPage *error_page;
  GtkLabel *side_chip;
  GtkLabel *decision_label;
  GtkLabel *mode_label;
  GtkWidget *legend_button;
  GtkScrolledWindow *legend_scroller;
  GtkWidget *review_bar;
  GtkLabel *review_label;
  GtkWidget *result_bar;
  GtkLabel *result_label;
  GtkWidget *game_buttons;
  GtkWidget *zoom_buttons;
  GtkWidget *sidebar_button;
  GtkWidget *thinking_box;
  GtkBox *board_switcher;
  GMenu *players_menu;
  guint n_player_actions;
  GtkSpinner *thinking_spinner;

  BhLibrary *library;
  GSettings *settings;
  BhGame *game;
  gulong changed_id;
  char *error;
  char *last_message;
  GtkWindow *error_dialog;
  GtkWindow *shortcuts;

  int seats;                 /* BH_SEATS_HOT_SEAT or the side at the screen */
  int screen_side;           /* whose view the board shows */
  gboolean handover;         /* the board is hidden until the next player confirms */
  int review;                /* actions into the game under review, or -1 */
  GArray *actions;           /* legal now */
  BhState *view;             /* what the board shows, as last refreshed */
  int view_seat;             /* whose view it is: what it describes is told to that seat; BH_NONE: everything */
  int selected;              /* the selected location, or BH_NONE */
  guint n_seen;              /* log entries already looked at for battles */
  int combat_turn, combat_phase; /* when the battle account was opened */
  int followed_board;        /* the board the game last moved to (bh-board-follow.h) */

  /* The computer opponent. */
  guint computer_sides;      /* bit i: the computer plays side i */
  BhAiLevel ai_level;        /* the Computer Strength menu */
  guint ai_iterations;       /* > 0: a fixed budget per decision instead of time (tests) */
  BhAiClock ai_clock;        /* spreads a side's turn budget over its decisions */
  guint ai_pace_ms;          /* at least this long between two computer moves */
  guint ai_timeout_id;       /* the computer's next move, once the pace allows */
  GCancellable *ai_cancellable;  /* the move being thought about */
  gboolean ai_thinking;
  guint ai_generation;       /* bumped at every change: late answers are dropped */
  gint64 ai_last_move;       /* monotonic time of the last computer move */
  GRand *dice;               /* every game's and the computer's seed: fixed by tests */

  guint8 *marks;             /* BhMapMark bits per location, as last set */
  guint n_marks;
  GArray *dry_run;           /* tests: what controls would perform, or NULL */
  GtkWidget *choices;        /* the popover of choices, kept for the next */
  gboolean choices_shown;
  int choices_space;         /* the space the choices point at */

  GFile *autosave_file;
  gboolean autosaving;           /* an autosave is being written */
  gpointer autosave_next;        /* AutosaveJob: the newest text, waiting */
  GFile *save_file;          /* where ctrl+s saves, once chosen */
  GtkNativeDialog *chooser;
  guint resume_id;

  /* A save being opened in a worker thread. */
  GCancellable *open_cancellable;
  GtkWindow *open_dialog;        /* weak: shown for big saves */
  GtkProgressBar *open_progress; /* weak */
};

G_DEFINE_FINAL_TYPE (BhWindow, bh_window, ADW_TYPE_APPLICATION_WINDOW)

static void refresh (BhWindow *self);

static void update_ai (BhWindow *self);
static gboolean can_undo (BhWindow *self);
static void write_players (BhWindow *self);
static int seats_for (BhGame *game, guint computer_sides);

#define AI_DEFAULT_PACE_MS 700

static gboolean
is_computer (BhWindow *self, int side)
{
  return side >= 0 && side < 32 && (self->computer_sides >> side) & 1;
}

/* The computer plays the side to decide now. */
static gboolean
computer_to_move (BhWindow *self)
{
  const BhState *state;

  if (self->game == NULL || bh_game_is_free_play (self->game))
    return FALSE;
  state = bh_game_get_state (self->game);
  return state->result == BH_RESULT_ONGOING && is_computer (self, state->pending.side);
}

/* Who decides, as players name him: a seat (bh_game_data_dup_seat_name),
 * except in free play, where the sides take turns whatever the game's seats. */
static char *
seat_name (BhWindow *self, int seat, gboolean short_name)
{
  BhGameData *data = bh_game_get_data (self->game);

  if (bh_game_is_free_play (self->game) && seat >= 0 && (guint) seat < bh_game_data_get_n_sides (data))
    {
      const BhSide *side = bh_game_data_get_side (data, seat);

      return g_strdup (short_name && side->short_name != NULL ? side->short_name : side->name);
    }
  return bh_game_data_dup_seat_name (data, seat, short_name);
}

static int
count_humans (BhWindow *self)
{
  int n = 0;

  for (guint i = 0; self->game != NULL && i < bh_game_data_get_n_seats (bh_game_get_data (self->game)); i++)
    if (!is_computer (self, i))
      n++;
  return n;
}

/* Messages ---------------------------------------------------------------- */

static void
toast (BhWindow *self, const char *message)
{
  AdwToast *t = adw_toast_new ("");
  GtkWidget *label = gtk_label_new (message);

  /* A refusal ends with its rule number: wrap the line rather than
   * ellipsize it away (RULES-DONE 5).  Plain text, never markup. */
  gtk_label_set_wrap (GTK_LABEL (label), TRUE);
  gtk_label_set_wrap_mode (GTK_LABEL (label), PANGO_WRAP_WORD_CHAR);
  gtk_label_set_max_width_chars (GTK_LABEL (label), 90);
  gtk_label_set_xalign (GTK_LABEL (label), 0);
  gtk_widget_add_css_class (label, "heading");
  adw_toast_set_custom_title (t, label);
  adw_toast_set_timeout (t, 5);
  adw_toast_overlay_add_toast (self->toast_overlay, t);
  g_free (self->last_message);
  self->last_message = g_strdup (message);
}

static void
show_error_dialog (BhWindow *self, const char *heading, const char *body)
{
  GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading, body);

  adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "close", _("_Close"));
  adw_message_dialog_set_default_response (ADW_MESSAGE_DIALOG (dialog), "close");
  g_set_weak_pointer (&self->error_dialog, GTK_WINDOW (dialog));
  gtk_window_present (GTK_WINDOW (dialog));
}

static void
show_error_page (BhWindow *self, const char *message)
{
  g_free (self->error);
  self->error = g_strdup (message);
  adw_status_page_set_description (self->error_page, message);
  adw_window_title_set_title (self->window_title, _("Blockhouse"));
  adw_window_title_set_subtitle (self->window_title, "");
  gtk_window_set_title (GTK_WINDOW (self), _("Blockhouse"));
  gtk_stack_set_visible_child_name (self->stack, "error");
}

/* Autosave ---------------------------------------------------------------- */

static GFile *
default_autosave_file (void)
{
  g_autofree char *path = g_build_filename (g_get_user_data_dir (), "blockhouse", "autosave.blockhouse", NULL);

  return g_file_new_for_path (path);
}

/* Written after every action, through a temporary file and a rename (so
 * a crash never leaves half a save), for Resume at the next start.  The
 * text is made here (the game is not shared with threads) and written
 * and flushed in a worker, so that a long game's autosave never holds up
 * the window; while one is written, the newest text waits its turn (only
 * the last matters).  The application is held until it is written. */
typedef struct {
  GFile *file;
  GBytes *contents;
} AutosaveJob;

static void
autosave_job_free (AutosaveJob *job)
{
  g_object_unref (job->file);
  g_bytes_unref (job->contents);
  g_free (job);
}

static void
autosave_thread (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AutosaveJob *job = task_data;
  GError *error = NULL;

  if (bh_atomic_write (job->file, g_bytes_get_data (job->contents, NULL), g_bytes_get_size (job->contents), &error))
    g_task_return_boolean (task, TRUE);
  else
    g_task_return_error (task, error);
}

static void write_autosave (BhWindow *self, AutosaveJob *job);

static void
autosave_written (GObject *source, GAsyncResult *result, gpointer user_data)
{
  BhWindow *self = BH_WINDOW (source);
  GApplication *application = user_data;
  g_autoptr(GError) error = NULL;

  self->autosaving = FALSE;
  /* A closed window has no toasts any more. */
  if (!g_task_propagate_boolean (G_TASK (result), &error) && self->toast_overlay != NULL)
    {
      g_autofree char *message = g_strdup_printf (_("The game could not be autosaved: %s"), error->message);

      toast (self, message);
    }
  if (self->autosave_next != NULL)
    write_autosave (self, g_steal_pointer (&self->autosave_next));
  if (application != NULL)
    {
      g_application_release (application);
      g_object_unref (application);
    }
}

static void
write_autosave (BhWindow *self, AutosaveJob *job)
{
  GApplication *application = g_application_get_default ();
  g_autoptr(GTask) task = NULL;

  if (self->autosaving)
    {
      g_clear_pointer (&self->autosave_next, autosave_job_free);
      self->autosave_next = job;
      return;
    }
  if (application != NULL)
    g_application_hold (g_object_ref (application));
  self->autosaving = TRUE;
  task = g_task_new (self, NULL, autosave_written, application);
  g_task_set_source_tag (task, write_autosave);
  g_task_set_task_data (task, job, (GDestroyNotify) autosave_job_free);
  g_task_run_in_thread (task, autosave_thread);
}

static void
autosave (BhWindow *self)
{
  g_autoptr(GFile) parent = NULL;
  AutosaveJob *job;
  gsize length;
  char *contents;

  if (self->game == NULL || self->autosave_file == NULL)
    return;
  parent = g_file_get_parent (self->autosave_file);
  if (parent != NULL)
    g_file_make_directory_with_parents (parent, NULL, NULL);
  contents = bh_game_to_xml (self->game, &length);
  job = g_new0 (AutosaveJob, 1);
  job->file = g_object_ref (self->autosave_file);
  job->contents = g_bytes_new_take (contents, length);
  write_autosave (self, job);
  write_players (self);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "last-game", g_file_peek_path (self->autosave_file));
}

gboolean
bh_window_is_autosaving (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);
  return self->autosaving;
}

static char *
describe_autosave (BhWindow *self, gboolean load)
{
  char contents[4096] = { 0 };
  g_autoptr(GFileInfo) info = NULL;
  g_autoptr(GFileInputStream) stream = NULL;
  g_autoptr(GDateTime) when = NULL;
  g_autofree char *when_text = NULL;
  g_autoptr(GRegex) regex = NULL;
  g_autoptr(GMatchInfo) match = NULL;
  g_autofree char *game = NULL;
  g_autofree char *scenario = NULL;
  gsize length = 0;

  /* On the main thread: only a regular file (a pipe would block), and
   * only its start, where the root element names the game. */
  if (self->autosave_file == NULL)
    return NULL;
  info = g_file_query_info (self->autosave_file, G_FILE_ATTRIBUTE_TIME_MODIFIED "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info == NULL || g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR)
    return NULL;
  stream = g_file_read (self->autosave_file, NULL, NULL);
  if (stream == NULL ||
      !g_input_stream_read_all (G_INPUT_STREAM (stream), contents, sizeof contents - 1, &length, NULL, NULL))
    return NULL;
  contents[length] = '\0';
  when = g_file_info_get_modification_date_time (info);
  if (when != NULL)
    {
      g_autoptr(GDateTime) local = g_date_time_to_local (when);

      when_text = g_date_time_format (local, "%x %X");
    }
  regex = g_regex_new ("game=\"([^\"]*)\" scenario=\"([^\"]*)\"", G_REGEX_RAW, 0, NULL);
  /* Titles only once the game is loaded anyway: loading it here would
   * delay the first frame by half a second. */
  if (g_regex_match (regex, contents, 0, &match) && load)
    {
      g_autoptr(BhGameData) data = NULL;

      game = g_match_info_fetch (match, 1);
      scenario = g_match_info_fetch (match, 2);
      data = bh_library_load_game (self->library, game, NULL);
      if (data != NULL && bh_game_data_find_scenario (data, scenario) != BH_NONE)
        {
          const BhScenario *s = bh_game_data_get_scenario (data, bh_game_data_find_scenario (data, scenario));

          return g_strdup_printf (_("%s — %s, saved %s"), bh_game_data_get_title (data), s->title,
                                  when_text != NULL ? when_text : "");
        }
    }
  return g_strdup_printf (_("Saved %s"), when_text != NULL ? when_text : "");
}

/* The view ---------------------------------------------------------------- */

static int
piece_location (const BhState *state, int piece)
{
  return bh_state_const_pieces (state)[piece].location;
}

static gboolean
in_array (GArray *array, int value)
{
  for (guint i = 0; array != NULL && i < array->len; i++)
    if (g_array_index (array, int, i) == value)
      return TRUE;
  return FALSE;
}

/* Whether `pieces` are every piece at `location` (two or more): then they
 * move as one stack. */
static gboolean
is_whole_stack (BhWindow *self, GArray *pieces, int location)
{
  const BhState *state = bh_game_get_state (self->game);
  guint n = 0;

  if (pieces == NULL || pieces->len < 2 || location == BH_NONE)
    return FALSE;
  for (guint p = 0; p < state->n_pieces; p++)
    if (bh_state_const_pieces (state)[p].location == (guint) location)
      {
        if (!in_array (pieces, p))
          return FALSE;
        n++;
      }
  return n == pieces->len;
}

/* The one piece off the map that every listed move of an off-map piece
 * names (a piece waiting to be set up, Blood on the Ohio App. 2/App. 4):
 * it cannot be checked on the map, so its places are green and a click
 * on one sends it there. BH_NONE when there is none, or several. */
static int
waiting_piece (BhWindow *self)
{
  BhRules *rules = bh_game_get_rules (self->game);
  const BhState *truth = bh_game_get_state (self->game);
  guint n_locations = bh_game_data_get_n_locations (bh_game_get_data (self->game));
  int piece = BH_NONE;

  for (guint a = 0; self->actions != NULL && a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);

      if (bh_action_kind_shape (bh_action_get_kind (rules, action)) != BH_ACTION_SHAPE_PIECE_TO ||
          action->args[0] < 0 || (guint) piece_location (truth, action->args[0]) < n_locations)
        continue;
      if (piece != BH_NONE && piece != action->args[0])
        return BH_NONE;
      piece = action->args[0];
    }
  return piece;
}

/* The rules' note for a target (bh_rules_annotate_action), into *note
 * unless one is there already; TRUE when there is one. */
static gboolean
note_target (BhWindow *self, const BhState *state, const BhAction *action, char **note)
{
  if (*note == NULL)
    *note = bh_rules_annotate_action (bh_game_get_rules (self->game), state, action);
  return *note != NULL;
}

/* Rings on the map: white where a stack can move from, green where the
 * selected pieces (or a click on a place) can go, each with what going
 * there costs. */
static void
update_marks (BhWindow *self, const BhState *state)
{
  BhGameData *data = bh_game_get_data (self->game);
  BhRules *rules = bh_game_get_rules (self->game);
  guint n_locations = bh_game_data_get_n_locations (data);
  guint n_spaces = bh_game_data_get_n_spaces (data), n_boxes = bh_game_data_get_n_boxes (data);
  g_autofree guint8 *marks = g_new0 (guint8, MAX (n_locations, 1));
  /* Beside each target, what the rules say going there costs. */
  g_auto(GStrv) notes = g_new0 (char *, n_locations + 1);
  gboolean any_note = FALSE;
  g_autoptr(GArray) selected = bh_decision_panel_get_selected_pieces (self->decision_panel);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  /* Where the pieces the player acts with really are: the view may hide
   * them (a recruit drawn from a cup). */
  const BhState *truth = bh_game_get_state (self->game);
  gboolean whole = is_whole_stack (self, selected, self->selected);
  int waiting = waiting_piece (self);

  for (guint a = 0; self->actions != NULL && a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);
      int place = bh_action_kind_find_arg (kind, BH_ARG_LOCATION);

      switch (bh_action_kind_shape (kind))
        {
        case BH_ACTION_SHAPE_PLACE:
          if (action->args[0] >= 0 && action->args[0] < (int) n_locations)
            {
              marks[action->args[0]] |= BH_MAP_MARK_TARGET;
              any_note |= note_target (self, state, action, &notes[action->args[0]]);
            }
          break;
        case BH_ACTION_SHAPE_PIECE_TO:
          {
            int from = piece_location (truth, action->args[0]);

            if (from < (int) n_locations)
              marks[from] |= BH_MAP_MARK_SOURCE;
            /* A move to the space the piece is on is a button in the panel. */
            if ((in_array (selected, action->args[0]) || action->args[0] == waiting) && action->args[place] >= 0 &&
                action->args[place] < (int) n_locations && action->args[place] != from)
              {
                marks[action->args[place]] |= BH_MAP_MARK_TARGET;
                any_note |= note_target (self, state, action, &notes[action->args[place]]);
              }
          }
          break;
        case BH_ACTION_SHAPE_STACK_TO:
          if (action->args[0] >= 0 && action->args[0] < (int) n_locations)
            marks[action->args[0]] |= BH_MAP_MARK_SOURCE;
          if (action->args[0] == self->selected && whole && action->args[1] >= 0 &&
              action->args[1] < (int) n_locations)
            marks[action->args[1]] |= BH_MAP_MARK_TARGET;
          break;
        default:
          break;
        }
    }
  /* Free play lists moves to next-door spaces only; on a battle board
   * every stack may go anywhere. */
  if (bh_game_is_free_play (self->game) && self->actions != NULL)
    for (guint p = 0; p < state->n_pieces; p++)
      if (pieces[p].location != BH_OFFBOARD && pieces[p].location >= n_spaces + n_boxes &&
          pieces[p].location < n_locations)
        marks[pieces[p].location] |= BH_MAP_MARK_SOURCE;
  bh_map_view_set_location_marks (self->map_view, marks, n_locations);
  bh_map_view_set_location_notes (self->map_view, any_note ? notes : NULL, n_locations);
  g_free (self->marks);
  self->marks = g_steal_pointer (&marks);
  self->n_marks = n_locations;
}

/* The map's legend, built for the board shown each time it opens. */
static void
build_legend (GtkMenuButton *button, gpointer user_data)
{
  BhWindow *self = user_data;
  GtkWidget *legend;

  if (self->game == NULL)
    return;
  legend = bh_map_legend_new (bh_game_get_data (self->game),
                              bh_map_view_has_reconstructed (self->map_view) &&
                              bh_map_view_get_show_reconstructed (self->map_view),
                              bh_map_view_get_board (self->map_view) != BH_NONE);
  gtk_scrolled_window_set_child (self->legend_scroller, legend);
}

const char *
bh_window_get_decision_text (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return gtk_label_get_text (self->decision_label);
}

const BhState *
bh_window_get_shown_state (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->view;
}

GtkWidget *
bh_window_get_legend (BhWindow *self)
{
  GtkWidget *child;

  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  build_legend (GTK_MENU_BUTTON (self->legend_button), self);
  child = gtk_scrolled_window_get_child (self->legend_scroller);
  /* The scrolled window wraps the legend in a viewport. */
  return GTK_IS_VIEWPORT (child) ? gtk_viewport_get_child (GTK_VIEWPORT (child)) : child;
}

void
bh_window_show_legend (BhWindow *self)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  gtk_menu_button_popup (GTK_MENU_BUTTON (self->legend_button));
}

static void
update_decision_bar (BhWindow *self, const BhState *state)
{
  BhGameData *data = bh_game_get_data (self->game);
  g_autofree char *decision = bh_rules_describe_decision (bh_game_get_rules (self->game), state, self->view_seat);
  GdkRGBA colour;
  g_autofree char *chip = NULL;
  int side = state->pending.side;
  g_autofree char *who = side >= 0 ? seat_name (self, side, TRUE) : g_strdup (_("Game over"));

  bh_side_colour (data, side, &colour);
  chip = g_strdup_printf ("<span foreground=\"#%02x%02x%02x\">⬤</span> <b>%s</b>",
                          (int) (colour.red * 255), (int) (colour.green * 255), (int) (colour.blue * 255), who);
  if (is_computer (self, side) && !bh_game_is_free_play (self->game))
    {
      g_autofree char *with = g_strdup_printf ("%s <small>(%s)</small>", chip, _("computer"));

      gtk_label_set_markup (self->side_chip, with);
    }
  else
    gtk_label_set_markup (self->side_chip, chip);
  gtk_label_set_text (self->decision_label, decision != NULL ? decision : "");
  /* A game whose rules are still being written says so (bh_rules_register_partial). */
  gtk_label_set_text (self->mode_label, bh_game_is_free_play (self->game) ? _("Free play")
                                        : bh_rules_are_partial (bh_game_data_get_id (data)) ? _("Rules partly enforced")
                                        : _("Rules enforced"));
}

static char *
victory_points (BhGameData *data, const BhState *state)
{
  const gint16 *markers = bh_state_const_markers (state);
  GString *s = g_string_new (NULL);

  for (guint t = 0; t < bh_game_data_get_n_tracks (data); t++)
    {
      const BhTrack *track = bh_game_data_get_track (data, t);

      if (strstr (track->id, "vp") == NULL && strstr (track->id, "victory") == NULL)
        continue;
      for (guint m = 0; track->markers != NULL && m < track->markers->len; m++)
        {
          const BhMarker *marker = bh_game_data_get_marker (data, g_array_index (track->markers, int, m));
          int value = markers[g_array_index (track->markers, int, m)];

          /* A track's one marker named as the track (Madison's "Victory
           * points") gives its value alone: the banner already says
           * "Victory points:" (sixth re-check n4). */
          if (track->markers->len == 1 && g_strcmp0 (marker->name, track->name) == 0)
            g_string_append_printf (s, "%s%d", s->len > 0 ? ", " : "", value);
          else
            g_string_append_printf (s, "%s%s %d", s->len > 0 ? ", " : "", marker->name, value);
        }
    }
  return g_string_free (s, s->len == 0);
}

static void
update_result_bar (BhWindow *self, const BhState *state)
{
  BhGameData *data = bh_game_get_data (self->game);
  g_autofree char *vp = NULL;
  g_autofree char *text = NULL;
  const char *outcome;
  g_autofree char *owned = NULL;

  gtk_widget_set_visible (self->result_bar, state->result != BH_RESULT_ONGOING);
  if (state->result == BH_RESULT_ONGOING)
    return;
  if (state->result == BH_RESULT_DRAW)
    outcome = _("The game is a draw.");
  else
    {
      g_autofree char *winner = state->winner >= 0 ? seat_name (self, state->winner, FALSE)
                                                   : g_strdup (_("Nobody"));

      /* Translators: the game-over banner; %s is a side's full name,
         singular or plural ("Nations"), or a player's ("Player 3"):
         a label, so the wording does not agree with it */
      outcome = owned = g_strdup_printf (_("Winner: %s."), winner);
    }
  vp = victory_points (data, state);
  text = vp != NULL ? g_strdup_printf (_("%s Victory points: %s."), outcome, vp) : g_strdup (outcome);
  gtk_label_set_text (self->result_label, text);
}

static void
update_review_bar (BhWindow *self)
{
  g_autofree char *text = NULL;

  gtk_widget_set_visible (self->review_bar, self->review >= 0);
  if (self->review < 0)
    return;
  text = g_strdup_printf (_("Reviewing: the board after action %d of %u"), self->review,
                          bh_game_get_n_log_entries (self->game));
  gtk_label_set_text (self->review_label, text);
}

static void
update_actions (BhWindow *self)
{
  GActionMap *map = G_ACTION_MAP (self);
  gboolean playing = self->game != NULL && self->review < 0 && !self->handover;

  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "undo")),
                               playing && can_undo (self));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "redo")),
                               playing && bh_game_can_redo (self->game));
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "save")), self->game != NULL);
  g_simple_action_set_enabled (G_SIMPLE_ACTION (g_action_map_lookup_action (map, "save-as")), self->game != NULL);
}

/* What depends on the selected stack only: the side panel's stack and
 * the rings; cheaper than refresh(), which lists the actions again. */
static void
refresh_selection (BhWindow *self, gboolean actions_changed)
{
  const BhState *state = bh_game_get_state (self->game);

  bh_map_view_set_selected_space (self->map_view, self->selected);
  if (actions_changed)
    bh_decision_panel_update (self->decision_panel, self->game, self->view, self->view_seat, self->actions,
                              self->selected);
  else
    bh_decision_panel_update_selection (self->decision_panel, self->view, self->selected);
  if (computer_to_move (self) && self->review < 0)
    {
      g_autofree char *who = seat_name (self, state->pending.side, FALSE);
      g_autofree char *note = g_strdup_printf (_("The computer plays %s: its moves show on the map and in the log."),
                                               who);

      bh_decision_panel_set_note (self->decision_panel, note);
    }
  update_marks (self, self->view);
}

static int combat_seat (BhWindow *self);

static void
refresh (BhWindow *self)
{
  const BhState *state;
  g_autoptr(BhState) view = NULL;
  gboolean playing;

  if (self->game == NULL)
    {
      g_clear_pointer (&self->view, bh_state_free);
      update_actions (self);
      return;
    }
  state = self->review >= 0 ? bh_game_get_state_at (self->game, self->review) : bh_game_get_state (self->game);
  if (self->seats == BH_SEATS_HOT_SEAT && !self->handover && state->pending.side >= 0 && self->review < 0 &&
      !is_computer (self, state->pending.side))
    self->screen_side = state->pending.side;
  /* When the game is over, or under review, nothing is secret any more. */
  if (state->result != BH_RESULT_ONGOING || self->screen_side < 0)
    {
      view = bh_state_copy (state);
      self->view_seat = BH_NONE;
    }
  else
    {
      view = bh_rules_dup_view (bh_game_get_rules (self->game), state, self->screen_side);
      self->view_seat = self->screen_side;
    }

  playing = self->review < 0 && !self->handover && state->result == BH_RESULT_ONGOING &&
            !computer_to_move (self);
  g_clear_pointer (&self->actions, g_array_unref);
  if (playing)
    self->actions = bh_game_list_actions (self->game);

  bh_map_view_set_state (self->map_view, view);
  g_clear_pointer (&self->view, bh_state_free);
  self->view = g_steal_pointer (&view);
  refresh_selection (self, TRUE);
  bh_track_panel_update (self->track_panel, self->game, self->view, playing);
  /* Card games: the player's own cards as tiles (bh-hand-view.c). */
  gtk_stack_page_set_visible (gtk_stack_get_page (self->side_stack, GTK_WIDGET (self->hand_view)),
                              bh_hand_view_applies (self->game));
  bh_hand_view_update (self->hand_view, self->game, self->view, self->actions, self->screen_side);
  bh_log_view_update (self->log_view, self->game, combat_seat (self));
  bh_log_view_mark_review (self->log_view, self->review);
  /* Told to the seat whose view it is: a description may name only what
   * that seat may know. */
  update_decision_bar (self, self->view);
  update_result_bar (self, bh_game_get_state (self->game));
  update_review_bar (self);
  update_actions (self);
}

/* Game changes ------------------------------------------------------------ */

/* A battle is drawn from the screen's view while the game goes on. */
static int
combat_seat (BhWindow *self)
{
  return bh_game_get_state (self->game)->result == BH_RESULT_ONGOING ? self->screen_side : BH_NONE;
}

static void
show_combat_if_any (BhWindow *self)
{
  guint n = bh_game_get_n_log_entries (self->game);
  const BhState *state = bh_game_get_state (self->game);
  gboolean shown = FALSE;

  /* The newest battle among the entries not looked at yet. */
  bh_combat_view_set_seat (self->combat_view, combat_seat (self));
  for (guint i = n; i > self->n_seen && !shown; i--)
    shown = bh_combat_view_show_entry (self->combat_view, self->game, i - 1);
  if (shown)
    {
      gtk_widget_set_visible (GTK_WIDGET (self->combat_view), TRUE);
      self->combat_turn = state->turn;
      self->combat_phase = state->phase;
    }
  else if (n < self->n_seen || (gtk_widget_get_visible (GTK_WIDGET (self->combat_view)) &&
                                bh_combat_view_get_entry (self->combat_view) >= (int) n))
    gtk_widget_set_visible (GTK_WIDGET (self->combat_view), FALSE);
  /* The game is over: an earlier battle's account (its "Next: …" line
   * stale) gives way to the result banner; a battle fought by the action
   * that ended the game stays shown (above). */
  else if (state->result != BH_RESULT_ONGOING && gtk_widget_get_visible (GTK_WIDGET (self->combat_view)))
    gtk_widget_set_visible (GTK_WIDGET (self->combat_view), FALSE);
  /* A battle's account belongs to its phase: it closes when the game
   * goes on to the next one, so it never hides a later phase's map. */
  else if (gtk_widget_get_visible (GTK_WIDGET (self->combat_view))
           && (state->turn != self->combat_turn || state->phase != self->combat_phase))
    gtk_widget_set_visible (GTK_WIDGET (self->combat_view), FALSE);
  self->n_seen = n;
}

static void select_location (BhWindow *self, int location);

static gboolean
is_box (BhWindow *self, int location)
{
  BhGameData *data = bh_game_get_data (self->game);
  guint n_spaces = bh_game_data_get_n_spaces (data);

  return location >= (int) n_spaces && location < (int) (n_spaces + bh_game_data_get_n_boxes (data));
}

/* Whether `next` may see something `last` may not: then the board must
 * hide before it shows `next`'s view, or the player still at the screen
 * would see it.  Pieces are compared one by one (what `next` hides is no
 * secret kept from `last`); any other difference counts. */
static gboolean
next_sees_more (BhWindow *self, const BhState *state, int last, int next)
{
  BhRules *rules = bh_game_get_rules (self->game);
  g_autoptr(BhState) seen = bh_rules_dup_view (rules, state, last);
  g_autoptr(BhState) shown = bh_rules_dup_view (rules, state, next);
  const BhPieceState *before = bh_state_const_pieces (seen);
  BhPieceState *after = bh_state_pieces (shown);

  for (guint p = 0; p < shown->n_pieces; p++)
    if (after[p].flags & BH_PIECE_HIDDEN)
      after[p] = before[p];
  return !bh_state_equal (seen, shown);
}

/* A piece waiting off the map to be set up (waiting_piece): when none of
 * its green places is in view (the map left where the last piece went,
 * perhaps on the other side's ground), the first of them is brought into
 * view. */
static void
show_waiting_targets (BhWindow *self, int waiting)
{
  BhRules *rules = bh_game_get_rules (self->game);
  double w = gtk_widget_get_width (GTK_WIDGET (self->map_view)), h = gtk_widget_get_height (GTK_WIDGET (self->map_view));
  int first = BH_NONE;

  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      int place = bh_action_kind_find_arg (bh_action_get_kind (rules, action), BH_ARG_LOCATION);
      double x, y;

      if (action->args[0] != waiting || place < 0 || !bh_map_view_shows_location (self->map_view, action->args[place]))
        continue;
      bh_map_view_space_to_widget (self->map_view, action->args[place], &x, &y);
      if (x >= 0 && y >= 0 && x <= w && y <= h)
        return;
      if (first == BH_NONE)
        first = action->args[place];
    }
  if (first != BH_NONE)
    bh_map_view_show_space (self->map_view, first);
}

/* The place the rules say the pending decision is about
 * (bh_rules_decision_location), brought into view if it is on the board
 * shown. */
static void
show_decision_place (BhWindow *self)
{
  int place = bh_rules_decision_location (bh_game_get_rules (self->game), bh_game_get_state (self->game));

  if (place != BH_NONE && !is_box (self, place) && bh_map_view_shows_location (self->map_view, place))
    bh_map_view_show_space (self->map_view, place);
}

/* When every legal action moves pieces from one place (a recruit drawn
 * from a cup waits to be placed), that place is selected, its pieces
 * checked and their targets green: nothing to look for. A piece waiting
 * off the map has its places shown instead. When the actions that name a
 * piece all name pieces of one place among buttons (a fort's stacks at
 * the set-up, a garrison and "done"), the map only pans to it if it is out
 * of view: the decision is about that place, and nothing is chosen for
 * the player.  Where no piece leads, it pans so to the place the rules
 * name (bh_rules_decision_location); where one does, that place still
 * comes into view if it is out of it. */
static void
follow_decision (BhWindow *self)
{
  BhRules *rules = bh_game_get_rules (self->game);
  const BhState *state = bh_game_get_state (self->game);
  int from = BH_NONE, waiting;
  gboolean moves_only = TRUE, scattered = FALSE;

  if (self->actions == NULL || self->actions->len == 0)
    return;
  if ((waiting = waiting_piece (self)) != BH_NONE)
    {
      show_waiting_targets (self, waiting);
      return;
    }
  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);
      int piece = bh_action_kind_find_arg (kind, BH_ARG_PIECE), where;

      if (bh_action_kind_shape (kind) != BH_ACTION_SHAPE_PIECE_TO)
        moves_only = FALSE;
      if (piece < 0 || (guint) piece >= action->n_args || action->args[piece] < 0)
        continue;
      where = piece_location (state, action->args[piece]);
      if (where == BH_OFFBOARD || (from != BH_NONE && where != from))
        {
          scattered = TRUE;
          break;
        }
      from = where;
    }
  if (from == BH_NONE || scattered)
    {
      /* No piece leads the way: the place the rules say the decision is
       * about (the battle a side is asked to fight on or leave). */
      show_decision_place (self);
      return;
    }
  /* The pieces' place, then the place the rules name if it is another
   * one out of view (a stack that may react into the area an enemy
   * entered, A Dark and Bloody Ground 9.4.5). */
  if (!moves_only)
    {
      if (!is_box (self, from) && bh_map_view_shows_location (self->map_view, from))
        bh_map_view_show_space (self->map_view, from);
      show_decision_place (self);
      return;
    }
  /* Only on the board the game stands on (bh-board-follow.h): pieces that
   * go from the campaign map onto a battle board keep the battle shown.  A
   * box (a recruit in its cup) is on no board: it is selected. */
  if (from != self->selected &&
      (bh_map_view_shows_location (self->map_view, from) || is_box (self, from)))
    select_location (self, from);
  show_decision_place (self);
}

static void
on_game_changed (BhGame *game, BhWindow *self)
{
  const BhState *state = bh_game_get_state (game);

  autosave (self);
  self->review = -1;
  /* Hot-seat with hidden information: the board hides until the next
   * player says they sit at the screen. */
  if (self->seats == BH_SEATS_HOT_SEAT && state->pending.side >= 0 && state->result == BH_RESULT_ONGOING &&
      self->screen_side >= 0 && state->pending.side != self->screen_side &&
      !is_computer (self, state->pending.side) && count_humans (self) > 1 &&
      next_sees_more (self, state, self->screen_side, state->pending.side))
    {
      g_autofree char *next = seat_name (self, state->pending.side, FALSE);
      g_autofree char *last = seat_name (self, self->screen_side, FALSE);

      self->handover = TRUE;
      bh_handover_page_set_side (self->handover_page, next, last);
      gtk_stack_set_visible_child_name (self->stack, "handover");
      gtk_widget_grab_focus (GTK_WIDGET (self->handover_page));
    }
  show_combat_if_any (self);
  /* Follow the game to a battle board and back; the player may still
   * look at another board until the game moves again. */
  {
    int board = bh_board_follow_choose (game);

    if (board != self->followed_board)
      {
        self->followed_board = board;
        bh_window_show_board (self, board);
      }
  }
  refresh (self);
  follow_decision (self);
  update_ai (self);
}

static void
on_handover_confirmed (BhHandoverPage *page, BhWindow *self)
{
  bh_window_confirm_handover (self);
}

/* The computer opponent --------------------------------------------------
 *
 * When the side to decide is the computer's, the window waits for the pace
 * (so that a person can follow the moves), then thinks in a worker thread
 * with a copy of what that side may know, and performs the chosen action
 * on the main thread like any player's.  Any change in between (undo, a
 * new game, review) makes the answer stale and it is dropped. */

typedef struct {
  BhRules *rules;
  BhState *view;
  GPtrArray *history;        /* views it must not bring back (take-backs) */
  BhAiConfig config;
  guint budget_ms;
  guint64 seed;
  gint64 took_us;
} AiJob;

static void
ai_job_free (AiJob *job)
{
  g_clear_object (&job->rules);
  g_clear_pointer (&job->view, bh_state_free);
  g_clear_pointer (&job->history, g_ptr_array_unref);
  g_free (job);
}

/* In a worker thread: the search itself spreads over every core. */
static void
ai_think (GTask *task, gpointer source, gpointer task_data, GCancellable *cancellable)
{
  AiJob *job = task_data;
  BhAction action;
  gint64 start = g_get_monotonic_time ();

  if (!bh_ai_decide (job->rules, job->view, job->history, &job->config, job->budget_ms, job->seed,
                     cancellable, &action))
    {
      g_task_return_new_error (task, BH_ERROR, BH_ERROR_ILLEGAL, "no legal action");
      return;
    }
  job->took_us = g_get_monotonic_time () - start;
  g_task_return_pointer (task, g_memdup2 (&action, sizeof action), g_free);
}

static void
set_thinking (BhWindow *self, gboolean thinking)
{
  self->ai_thinking = thinking;
  gtk_widget_set_visible (self->thinking_box, thinking);
  gtk_spinner_set_spinning (self->thinking_spinner, thinking);
}

static void
stop_ai (BhWindow *self)
{
  self->ai_generation++;
  g_clear_handle_id (&self->ai_timeout_id, g_source_remove);
  if (self->ai_cancellable != NULL)
    {
      g_cancellable_cancel (self->ai_cancellable);
      g_clear_object (&self->ai_cancellable);
    }
  set_thinking (self, FALSE);
}

typedef struct {
  GWeakRef window;
  guint generation;
  BhGame *game;
} AiReply;

static void
ai_reply_free (AiReply *reply)
{
  g_weak_ref_clear (&reply->window);
  g_clear_object (&reply->game);
  g_free (reply);
}

static void
on_ai_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  AiReply *reply = user_data;
  g_autoptr(BhWindow) self = g_weak_ref_get (&reply->window);
  g_autoptr(GError) error = NULL;
  g_autofree BhAction *action = g_task_propagate_pointer (G_TASK (result), &error);

  if (self == NULL || reply->generation != self->ai_generation || self->game != reply->game)
    {
      ai_reply_free (reply);
      return;
    }
  ai_reply_free (reply);
  g_clear_object (&self->ai_cancellable);
  set_thinking (self, FALSE);
  bh_ai_clock_spend (&self->ai_clock, ((AiJob *) g_task_get_task_data (G_TASK (result)))->took_us);
  self->ai_last_move = g_get_monotonic_time ();
  if (action != NULL && bh_game_perform (self->game, action, NULL))
    {
      /* Keep the computer's move in view: where it went, or the piece it moved. */
      const BhActionKind *kind = bh_action_get_kind (bh_game_get_rules (self->game), action);
      int place = bh_action_kind_find_arg (kind, BH_ARG_LOCATION);
      int piece = bh_action_kind_find_arg (kind, BH_ARG_PIECE);
      int where = place >= 0 ? action->args[place]
                : piece >= 0 ? bh_state_const_pieces (bh_game_get_state (self->game))[action->args[piece]].location
                : BH_NONE;

      /* ...unless a piece of the player's waits off the map: its places
       * have been brought into view (follow_decision). */
      if (where != BH_NONE && where != BH_OFFBOARD && bh_map_view_shows_location (self->map_view, where) &&
          waiting_piece (self) == BH_NONE)
        bh_map_view_show_space (self->map_view, where);
    }
  else
    {
      /* The view the computer saw may differ from the state in what it
       * hides; fall back on the first action the rules list. */
      g_autoptr(GArray) actions = bh_game_list_actions (self->game);

      g_debug ("The computer's choice was refused (%s); playing the first legal action",
               error != NULL ? error->message : "refused");
      if (actions->len == 0 || !bh_game_perform (self->game, &g_array_index (actions, BhAction, 0), NULL))
        toast (self, _("The computer cannot move."));
    }
}

/* The level's settings, with the tuning file's overrides (docs/ai.md). */
static void
ai_config (BhWindow *self, BhAiConfig *config)
{
  g_autofree char *path = bh_ai_config_path ();
  g_autoptr(GError) error = NULL;

  bh_ai_config_init (config, self->ai_level);
  if (!bh_ai_config_load (config, path, &error))
    g_warning ("%s", error->message);
  if (self->ai_iterations > 0)
    config->iterations = self->ai_iterations;
}

static gboolean
ai_start (gpointer user_data)
{
  BhWindow *self = user_data;
  const BhState *state = bh_game_get_state (self->game);
  AiJob *job = g_new0 (AiJob, 1);
  AiReply *reply = g_new0 (AiReply, 1);
  g_autoptr(GTask) task = NULL;

  self->ai_timeout_id = 0;
  job->rules = g_object_ref (bh_game_get_rules (self->game));
  /* Only what the computer's side may know. */
  job->view = bh_rules_dup_view (job->rules, state, state->pending.side);
  job->history = bh_ai_history (self->game, state->pending.side);
  ai_config (self, &job->config);
  job->budget_ms = bh_ai_clock_budget_ms (&self->ai_clock, &job->config, job->view);
  job->seed = ((guint64) g_rand_int (self->dice) << 32) | g_rand_int (self->dice);
  g_weak_ref_init (&reply->window, self);
  reply->generation = self->ai_generation;
  reply->game = g_object_ref (self->game);
  self->ai_cancellable = g_cancellable_new ();
  task = g_task_new (NULL, self->ai_cancellable, on_ai_done, reply);
  g_task_set_source_tag (task, ai_start);
  g_task_set_task_data (task, job, (GDestroyNotify) ai_job_free);
  g_task_run_in_thread (task, ai_think);
  return G_SOURCE_REMOVE;
}

/* After every change: drop what the computer was doing and, if it is its
 * turn, think again once the pace allows. */
static void
update_ai (BhWindow *self)
{
  gint64 since;
  guint delay;

  stop_ai (self);
  /* Not while the player looks at another page (New Game...). */
  if (!computer_to_move (self) || self->review >= 0 || self->handover || bh_game_can_redo (self->game) ||
      g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "game") != 0)
    return;
  since = (g_get_monotonic_time () - self->ai_last_move) / 1000;
  delay = since >= self->ai_pace_ms ? 0 : self->ai_pace_ms - (guint) since;
  set_thinking (self, TRUE);
  self->ai_timeout_id = g_timeout_add (MAX (delay, 1), ai_start, self);
}

/* Saves keep no players: beside the autosave a small key file says which
 * sides the computer played, so that Resume goes on the same way. */
static GFile *
players_file (GFile *save)
{
  g_autofree char *path = g_strconcat (g_file_peek_path (save), ".players", NULL);

  return g_file_new_for_path (path);
}

static void
write_players (BhWindow *self)
{
  g_autoptr(GFile) file = NULL;
  g_autoptr(GKeyFile) keys = NULL;

  if (self->autosave_file == NULL || g_file_peek_path (self->autosave_file) == NULL)
    return;
  file = players_file (self->autosave_file);
  if (self->game == NULL || self->computer_sides == 0)
    {
      g_file_delete (file, NULL, NULL);
      return;
    }
  keys = g_key_file_new ();
  g_key_file_set_string (keys, "players", "game", bh_game_data_get_id (bh_game_get_data (self->game)));
  g_key_file_set_uint64 (keys, "players", "computer-sides", self->computer_sides);
  {
    gsize length;
    g_autofree char *contents = g_key_file_to_data (keys, &length, NULL);

    bh_atomic_write (file, contents, length, NULL);
  }
}

static guint
read_players (GFile *save, BhGame *game)
{
  g_autoptr(GFile) file = players_file (save);
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autofree char *id = NULL;

  if (game == NULL || g_file_peek_path (file) == NULL ||
      !g_key_file_load_from_file (keys, g_file_peek_path (file), G_KEY_FILE_NONE, NULL))
    return 0;
  id = g_key_file_get_string (keys, "players", "game", NULL);
  if (g_strcmp0 (id, bh_game_data_get_id (bh_game_get_data (game))) != 0)
    return 0;
  return (guint) g_key_file_get_uint64 (keys, "players", "computer-sides", NULL);
}

/* Acting ------------------------------------------------------------------ */

gboolean
bh_window_perform (BhWindow *self, const BhAction *action)
{
  g_autoptr(GError) error = NULL;

  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);

  if (self->game == NULL || self->review >= 0 || self->handover)
    return FALSE;
  if (computer_to_move (self))
    {
      toast (self, _("Wait: the computer is playing this side."));
      return FALSE;
    }
  /* Tests: the control's action is recorded, not performed. */
  if (self->dry_run != NULL)
    {
      g_array_append_val (self->dry_run, *action);
      return FALSE;
    }
  if (!bh_game_perform (self->game, action, &error))
    {
      g_autofree char *description = bh_rules_describe_action (bh_game_get_rules (self->game),
                                                               bh_game_get_state (self->game), action,
                                                               self->view_seat);
      g_autofree char *message = g_strdup_printf (_("%s: refused — %s"), description, error->message);

      toast (self, message);
      return FALSE;
    }
  return TRUE;
}

static void
on_perform (GtkWidget *panel, const BhAction *action, BhWindow *self)
{
  BhAction copy = *action;

  bh_window_perform (self, &copy);
}

/* The board a location is on: BH_NONE for the campaign map's spaces (and
 * for boxes, which show in the Tracks panel), else a battle board. */
static int
board_of (BhWindow *self, int location)
{
  int col, row;

  if (location < 0 || self->game == NULL)
    return BH_NONE;
  return bh_hex_board_locate (bh_game_get_data (self->game), location, &col, &row);
}

static void
select_location (BhWindow *self, int location)
{
  BhGameData *data = self->game != NULL ? bh_game_get_data (self->game) : NULL;

  /* A space or hex of another board: show that board. */
  if (data != NULL && location >= 0 && !bh_map_view_shows_location (self->map_view, location) &&
      (location < (int) bh_game_data_get_n_spaces (data) || board_of (self, location) != BH_NONE))
    bh_window_show_board (self, board_of (self, location));
  self->selected = location;
  if (location != BH_NONE && bh_map_view_shows_location (self->map_view, location))
    bh_map_view_show_space (self->map_view, location);
  if (self->view != NULL)
    refresh_selection (self, FALSE);
  else
    refresh (self);
  /* A new stack: every piece goes unless unchecked. */
  bh_decision_panel_select_piece (self->decision_panel, -1);
  if (location != BH_NONE)
    gtk_stack_set_visible_child_name (self->side_stack, "actions");
}

static void choose_action (BhWindow *self, int space, GArray *choices);

/* The legal actions: those listed at the last refresh while `unchanged`
 * (no move made since), else listed again. */
static GArray *
current_actions (BhWindow *self, gboolean unchanged)
{
  if (unchanged && self->actions != NULL)
    return g_array_ref (self->actions);
  return bh_game_list_actions (self->game);
}

/* Moves the pieces to `to`: the listed move for each, else (free play
 * lets anything go anywhere; rules say why not) the move the piece makes
 * elsewhere, aimed at `to`, which the rules then accept or refuse.  When
 * some of the pieces have a listed move to `to` (a green space), the
 * others stay where they are: a stack whose units have spent different
 * movement points goes as far as each may.  When the rules list several
 * moves of one piece to `to` (a fort built with one wagon or another), the
 * player picks one. */
static gboolean
move_pieces (BhWindow *self, GArray *pieces, int to)
{
  BhRules *rules = bh_game_get_rules (self->game);
  int side = bh_game_get_state (self->game)->pending.side;
  int from = pieces->len > 0 ? piece_location (bh_game_get_state (self->game), g_array_index (pieces, int, 0)) : BH_NONE;
  guint moved = 0;
  gboolean some_listed = FALSE;

  {
    g_autoptr(GArray) actions = current_actions (self, TRUE);

    for (guint a = 0; a < actions->len && !some_listed; a++)
      {
        const BhAction *candidate = &g_array_index (actions, BhAction, a);
        const BhActionKind *kind = bh_action_get_kind (rules, candidate);

        some_listed = bh_action_kind_shape (kind) == BH_ACTION_SHAPE_PIECE_TO && in_array (pieces, candidate->args[0]) &&
                      candidate->args[bh_action_kind_find_arg (kind, BH_ARG_LOCATION)] == to;
      }
  }

  /* A whole stack goes as one action where the rules have one. */
  if (is_whole_stack (self, pieces, from))
    {
      g_autoptr(GArray) actions = current_actions (self, TRUE);
      guint n_kinds;
      const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &n_kinds);
      BhAction stack = { 0 };
      gboolean found = FALSE;

      for (guint a = 0; a < actions->len && !found; a++)
        {
          const BhAction *candidate = &g_array_index (actions, BhAction, a);

          if (bh_action_kind_shape (bh_action_get_kind (rules, candidate)) == BH_ACTION_SHAPE_STACK_TO &&
              candidate->args[0] == from && candidate->args[1] == to)
            {
              stack = *candidate;
              found = TRUE;
            }
        }
      /* Free play moves a stack anywhere, listed or not. */
      for (guint k = 0; k < n_kinds && !found && bh_game_is_free_play (self->game); k++)
        if (bh_action_kind_shape (&kinds[k]) == BH_ACTION_SHAPE_STACK_TO)
          {
            stack.kind = k;
            stack.side = side;
            stack.n_args = 2;
            stack.args[0] = from;
            stack.args[1] = to;
            found = TRUE;
          }
      if (found)
        {
          if (!bh_window_perform (self, &stack))
            return FALSE;
          if (!self->handover)
            {
              select_location (self, bh_map_view_shows_location (self->map_view, to) ? to : BH_NONE);
              show_decision_place (self);
            }
          return TRUE;
        }
    }

  for (guint i = 0; i < pieces->len; i++)
    {
      int piece = g_array_index (pieces, int, i);
      g_autoptr(GArray) actions = current_actions (self, moved == 0);
      g_autoptr(GArray) found = g_array_new (FALSE, FALSE, sizeof (BhAction));
      const BhAction *other = NULL;
      BhAction action;

      for (guint a = 0; a < actions->len; a++)
        {
          const BhAction *candidate = &g_array_index (actions, BhAction, a);
          const BhActionKind *kind = bh_action_get_kind (rules, candidate);

          if (bh_action_kind_shape (kind) != BH_ACTION_SHAPE_PIECE_TO || candidate->args[0] != piece)
            continue;
          if (candidate->args[bh_action_kind_find_arg (kind, BH_ARG_LOCATION)] == to)
            g_array_append_val (found, *candidate);
          else if (other == NULL)
            other = candidate;
        }
      if (found->len > 1 && moved == 0)
        {
          choose_action (self, to, found);
          return TRUE;
        }
      if (found->len == 0 && other == NULL && bh_game_is_free_play (self->game))
        {
          /* Free play moves anything anywhere, listed or not. */
          guint n_kinds;
          const BhActionKind *kinds = bh_rules_get_action_kinds (rules, &n_kinds);

          for (guint k = 0; k < n_kinds && other == NULL; k++)
            if (bh_action_kind_shape (&kinds[k]) == BH_ACTION_SHAPE_PIECE_TO)
              {
                memset (&action, 0, sizeof action);
                action.kind = k;
                action.side = side;
                action.n_args = kinds[k].n_args;
                action.args[0] = piece;
                other = &action;
              }
        }
      /* Under the rules a piece goes only where an action of its own is
       * listed: in a stack whose pieces have different targets, the
       * others stay. */
      if (found->len == 0 && (other == NULL || some_listed || !bh_game_is_free_play (self->game)))
        continue;
      action = found->len > 0 ? g_array_index (found, BhAction, 0) : *other;
      action.args[bh_action_kind_find_arg (bh_action_get_kind (rules, &action), BH_ARG_LOCATION)] = to;
      if (!bh_window_perform (self, &action))
        return FALSE;
      moved++;
      /* The turn passed on: the rest stay. */
      if (bh_game_get_state (self->game)->pending.side != side)
        break;
    }
  if (moved == 0)
    {
      toast (self, _("None of these pieces can move now."));
      return FALSE;
    }
  /* The stack stays selected on its new space, to go on from there; the
   * view goes to the place the next decision is about, if the rules name
   * one (a raid's first unit sent off, the others asked at home, 12.0.1). */
  if (!self->handover)
    {
      select_location (self, bh_map_view_shows_location (self->map_view, to) ? to : BH_NONE);
      show_decision_place (self);
    }
  return TRUE;
}

static void
on_choice_clicked (GtkButton *button, BhWindow *self)
{
  BhAction *action = g_object_get_data (G_OBJECT (button), "action");
  GtkWidget *popover = gtk_widget_get_ancestor (GTK_WIDGET (button), GTK_TYPE_POPOVER);
  BhAction copy = *action;

  gtk_popover_popdown (GTK_POPOVER (popover));
  self->choices_shown = FALSE;
  bh_window_perform (self, &copy);
}

static void
on_choices_closed (GtkPopover *popover, BhWindow *self)
{
  self->choices_shown = FALSE;
}

/* Points the choices at their space, inside the map even when the space
 * is scrolled out of view. */
static void
point_choices (BhWindow *self)
{
  double x, y;

  bh_map_view_space_to_widget (self->map_view, self->choices_space, &x, &y);
  x = CLAMP (x, 8, MAX (gtk_widget_get_width (GTK_WIDGET (self->map_view)) - 8, 8));
  y = CLAMP (y, 8, MAX (gtk_widget_get_height (GTK_WIDGET (self->map_view)) - 8, 8));
  gtk_popover_set_pointing_to (GTK_POPOVER (self->choices), &(GdkRectangle) { x - 8, y - 8, 16, 16 });
}

/* The map panned or zoomed under open choices (a decision's place brought
 * into view, a drag): they follow their space, or close when another
 * board took its place. */
static void
on_view_moved (BhWindow *self)
{
  if (!self->choices_shown)
    return;
  if (bh_map_view_shows_location (self->map_view, self->choices_space))
    point_choices (self);
  else
    bh_window_close_choices (self);
}

/* Several actions want the same click: the player picks one, each told
 * apart from the others as the panel tells them apart. */
static void
choose_action (BhWindow *self, int space, GArray *choices)
{
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 4);
  g_auto(GStrv) labels = bh_describe_actions (bh_game_get_rules (self->game), self->view, self->actions,
                                              self->view_seat);
  GtkWidget *popover;

  /* One popover, kept: a new one would set up a renderer each time. */
  if (self->choices == NULL)
    {
      self->choices = gtk_popover_new ();
      gtk_widget_set_parent (self->choices, GTK_WIDGET (self->map_view));
      g_signal_connect (self->choices, "closed", G_CALLBACK (on_choices_closed), self);
      g_signal_connect_object (bh_map_view_get_viewport (self->map_view), "changed",
                               G_CALLBACK (on_view_moved), self, G_CONNECT_SWAPPED);
    }
  popover = self->choices;
  if (self->choices_shown)
    gtk_popover_popdown (GTK_POPOVER (popover));
  for (guint i = 0; i < choices->len; i++)
    {
      BhAction *action = g_memdup2 (&g_array_index (choices, BhAction, i), sizeof (BhAction));
      const char *text = NULL;
      g_autofree char *own = NULL;
      GtkWidget *button;

      for (guint a = 0; a < self->actions->len && text == NULL; a++)
        if (bh_action_equal (&g_array_index (self->actions, BhAction, a), action))
          text = labels[a];
      if (text == NULL)
        text = own = bh_rules_describe_action (bh_game_get_rules (self->game), self->view, action, self->view_seat);
      button = gtk_button_new_with_label (text);
      gtk_widget_add_css_class (button, "flat");
      g_object_set_data_full (G_OBJECT (button), "action", action, g_free);
      g_signal_connect (button, "clicked", G_CALLBACK (on_choice_clicked), self);
      gtk_box_append (GTK_BOX (box), button);
    }
  gtk_popover_set_child (GTK_POPOVER (popover), box);
  self->choices_space = space;
  point_choices (self);
  self->choices_shown = TRUE;
  /* A dry run (the contract test probing every control) builds the
   * choices without showing them: mapping a popover is most of a probe's
   * cost, and a real activation still pops it up. */
  if (self->dry_run == NULL)
    gtk_popover_popup (GTK_POPOVER (popover));
}

GPtrArray *
bh_window_list_choices (BhWindow *self)
{
  GPtrArray *buttons = g_ptr_array_new ();

  g_return_val_if_fail (BH_IS_WINDOW (self), buttons);
  if (self->choices == NULL || !self->choices_shown)
    return buttons;
  for (GtkWidget *child = gtk_widget_get_first_child (gtk_popover_get_child (GTK_POPOVER (self->choices)));
       child != NULL; child = gtk_widget_get_next_sibling (child))
    g_ptr_array_add (buttons, child);
  return buttons;
}

const BhAction *
bh_window_get_choice_action (BhWindow *self, GtkWidget *choice)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return g_object_get_data (G_OBJECT (choice), "action");
}

void
bh_window_close_choices (BhWindow *self)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  if (self->choices != NULL && self->choices_shown)
    gtk_popover_popdown (GTK_POPOVER (self->choices));
  self->choices_shown = FALSE;
}

void
bh_window_select_location (BhWindow *self, int location)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  if (self->game != NULL)
    select_location (self, location);
}

int
bh_window_get_selected_location (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), BH_NONE);
  return self->selected;
}

guint8
bh_window_get_location_mark (BhWindow *self, int location)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), 0);
  return self->marks != NULL && location >= 0 && (guint) location < self->n_marks ? self->marks[location] : 0;
}

BhHandView *
bh_window_get_hand_view (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->hand_view;
}

BhDecisionPanel *
bh_window_get_decision_panel (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->decision_panel;
}

void
bh_window_set_dry_run (BhWindow *self, GArray *record)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  g_clear_pointer (&self->dry_run, g_array_unref);
  if (record != NULL)
    self->dry_run = g_array_ref (record);
}

/* Does a legal action other than a click on a place name a piece lying in
 * `space` (as the seat sees it), or move its whole stack? */
static gboolean
names_piece_at (BhWindow *self, int space)
{
  BhRules *rules = bh_game_get_rules (self->game);
  const BhState *state = self->view != NULL ? self->view : bh_game_get_state (self->game);
  const BhPieceState *pieces = bh_state_const_pieces (state);

  if (space == BH_NONE)
    return FALSE;
  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);
      BhActionShape shape = bh_action_kind_shape (kind);

      if ((shape == BH_ACTION_SHAPE_PIECE || shape == BH_ACTION_SHAPE_PIECE_TO) && action->args[0] >= 0 &&
          action->args[0] < state->n_pieces && pieces[action->args[0]].location == space)
        return TRUE;
      if (shape == BH_ACTION_SHAPE_STACK_TO && action->args[0] == space)
        return TRUE;
    }
  return FALSE;
}

void
bh_window_activate_space (BhWindow *self, int space)
{
  BhRules *rules;
  g_autoptr(GArray) selected = NULL;
  g_autoptr(GArray) places = NULL;
  gboolean piece_targets = FALSE;
  int waiting;

  g_return_if_fail (BH_IS_WINDOW (self));

  if (self->game == NULL || self->review >= 0 || self->handover || self->actions == NULL)
    {
      /* Looking is allowed while reviewing or while the computer plays. */
      if (self->game != NULL && (self->review >= 0 || (computer_to_move (self) && !self->handover)))
        select_location (self, space == self->selected ? BH_NONE : space);
      return;
    }
  rules = bh_game_get_rules (self->game);
  selected = bh_decision_panel_get_selected_pieces (self->decision_panel);
  places = g_array_new (FALSE, FALSE, sizeof (BhAction));
  waiting = selected->len == 0 ? waiting_piece (self) : BH_NONE;

  for (guint a = 0; a < self->actions->len; a++)
    {
      const BhAction *action = &g_array_index (self->actions, BhAction, a);
      const BhActionKind *kind = bh_action_get_kind (rules, action);

      switch (bh_action_kind_shape (kind))
        {
        case BH_ACTION_SHAPE_PLACE:
          if (action->args[0] == space)
            g_array_append_val (places, *action);
          break;
        case BH_ACTION_SHAPE_PIECE_TO:
          if ((in_array (selected, action->args[0]) || action->args[0] == waiting) &&
              action->args[bh_action_kind_find_arg (kind, BH_ARG_LOCATION)] == space)
            piece_targets = TRUE;
          break;
        case BH_ACTION_SHAPE_STACK_TO:
          if (action->args[0] == self->selected && action->args[1] == space &&
              is_whole_stack (self, selected, self->selected))
            piece_targets = TRUE;
          break;
        default:
          break;
        }
    }

  if (piece_targets && selected->len == 0 && waiting != BH_NONE)
    g_array_append_val (selected, waiting);
  /* Checked pieces go where the player clicks: to a green space, or in
   * free play anywhere. */
  if (space != BH_NONE && space != self->selected && selected->len > 0 &&
      (piece_targets || (bh_game_is_free_play (self->game) && places->len == 0)))
    {
      move_pieces (self, selected, space);
      return;
    }
  /* A place whose pieces other actions name (a captive a player may
   * carry, Pontiac 10.1): the click selects its stack, so that a piece can
   * be checked, and the place's actions wait in the choices. */
  if (places->len > 0 && names_piece_at (self, space))
    {
      if (space != self->selected)
        select_location (self, space);
      choose_action (self, space, places);
      return;
    }
  if (places->len == 1)
    {
      bh_window_perform (self, &g_array_index (places, BhAction, 0));
      return;
    }
  if (places->len > 1)
    {
      choose_action (self, space, places);
      return;
    }
  select_location (self, space == self->selected ? BH_NONE : space);
}

static void
on_space_activated (BhMapView *map, int space, BhWindow *self)
{
  bh_window_activate_space (self, space);
}

static void
on_stack_dropped (BhMapView *map, int from, int to, BhWindow *self)
{
  g_autoptr(GArray) pieces = NULL;

  if (self->game == NULL || self->review >= 0 || self->handover)
    return;
  /* A stack other than the selected one goes whole. */
  if (from != self->selected)
    select_location (self, from);
  pieces = bh_decision_panel_get_selected_pieces (self->decision_panel);
  if (pieces->len == 0)
    {
      toast (self, _("Check the pieces that go first."));
      return;
    }
  move_pieces (self, pieces, to);
}

static void
on_selection_changed (BhDecisionPanel *panel, BhWindow *self)
{
  if (self->game == NULL)
    return;
  /* From the seat's view, like the rest of the screen. */
  update_marks (self, self->view != NULL ? self->view : bh_game_get_state (self->game));
}

static void
on_location_selected (BhTrackPanel *panel, int location, BhWindow *self)
{
  select_location (self, location);
}

static void
on_review (BhLogView *log, int n_actions, BhWindow *self)
{
  bh_window_review (self, n_actions);
}

static void
on_combat_closed (BhCombatView *view, BhWindow *self)
{
  gtk_widget_set_visible (GTK_WIDGET (view), FALSE);
  gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
}

/* Who the computer plays, changeable during a game: one check item per
 * side in the main menu's Computer Plays. */
static void
player_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  BhWindow *self = user_data;
  int side = GPOINTER_TO_INT (g_object_get_data (G_OBJECT (action), "side"));
  guint sides;

  g_simple_action_set_state (action, value);
  if (self->game == NULL)
    return;
  sides = self->computer_sides & ~(1u << side);
  if (g_variant_get_boolean (value))
    sides |= 1u << side;
  if (sides == self->computer_sides)
    return;
  bh_window_set_computer_sides (self, sides);
}

static void
update_players_menu (BhWindow *self)
{
  BhGameData *data = self->game != NULL ? bh_game_get_data (self->game) : NULL;
  guint n_sides = data != NULL && !bh_game_is_free_play (self->game) ? MIN (bh_game_data_get_n_seats (data), 32) : 0;

  for (guint i = 0; i < self->n_player_actions; i++)
    {
      g_autofree char *name = g_strdup_printf ("computer-%u", i);

      g_action_map_remove_action (G_ACTION_MAP (self), name);
    }
  g_menu_remove_all (self->players_menu);
  for (guint i = 0; i < n_sides; i++)
    {
      g_autofree char *name = g_strdup_printf ("computer-%u", i);
      g_autofree char *detailed = g_strdup_printf ("win.%s", name);
      GSimpleAction *action = g_simple_action_new_stateful (name, NULL, g_variant_new_boolean (is_computer (self, i)));

      g_object_set_data (G_OBJECT (action), "side", GINT_TO_POINTER (i));
      g_signal_connect (action, "change-state", G_CALLBACK (player_changed), self);
      g_action_map_add_action (G_ACTION_MAP (self), G_ACTION (action));
      g_autofree char *seat_name = bh_game_data_dup_seat_name (data, i, FALSE);

      g_object_unref (action);
      g_menu_append (self->players_menu, seat_name, detailed);
    }
  self->n_player_actions = n_sides;
}

void
bh_window_set_computer_sides (BhWindow *self, guint computer_sides)
{
  g_return_if_fail (BH_IS_WINDOW (self));

  if (self->game == NULL || bh_game_is_free_play (self->game))
    return;
  stop_ai (self);
  self->computer_sides = computer_sides;
  self->seats = computer_sides != 0 ? seats_for (self->game, computer_sides) : BH_SEATS_HOT_SEAT;
  if (self->seats != BH_SEATS_HOT_SEAT)
    self->screen_side = self->seats;
  self->handover = FALSE;
  if (g_strcmp0 (gtk_stack_get_visible_child_name (self->stack), "handover") == 0)
    gtk_stack_set_visible_child_name (self->stack, "game");
  for (guint i = 0; i < self->n_player_actions; i++)
    {
      g_autofree char *name = g_strdup_printf ("computer-%u", i);
      GAction *action = g_action_map_lookup_action (G_ACTION_MAP (self), name);

      g_simple_action_set_state (G_SIMPLE_ACTION (action), g_variant_new_boolean (is_computer (self, i)));
    }
  write_players (self);
  refresh (self);
  update_ai (self);
}

/* Boards ------------------------------------------------------------------
 *
 * A game with hex battle boards gets a switcher over the map: the
 * campaign map and each battle board, one shown at a time. */

static void
on_board_toggled (GtkToggleButton *button, BhWindow *self)
{
  if (gtk_toggle_button_get_active (button))
    bh_window_show_board (self, GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "board")));
}

static void
build_board_switcher (BhWindow *self)
{
  GtkWidget *child;
  GtkToggleButton *first = NULL;
  BhGameData *data = self->game != NULL ? bh_game_get_data (self->game) : NULL;
  guint n_grids = data != NULL ? bh_game_data_get_n_hexgrids (data) : 0;

  while ((child = gtk_widget_get_first_child (GTK_WIDGET (self->board_switcher))) != NULL)
    gtk_box_remove (self->board_switcher, child);
  gtk_widget_set_visible (GTK_WIDGET (self->board_switcher), n_grids > 0);
  bh_map_view_set_top_inset (self->map_view, n_grids > 0 ? 46 : 0);
  for (int b = -1; n_grids > 0 && b < (int) n_grids; b++)
    {
      GtkWidget *button = gtk_toggle_button_new_with_label (b < 0 ? _("Campaign Map")
                                                            : bh_game_data_get_hexgrid (data, b)->name);

      g_object_set_data (G_OBJECT (button), "board", GINT_TO_POINTER (b));
      if (first != NULL)
        gtk_toggle_button_set_group (GTK_TOGGLE_BUTTON (button), first);
      else
        first = GTK_TOGGLE_BUTTON (button);
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), b == bh_map_view_get_board (self->map_view));
      g_signal_connect (button, "toggled", G_CALLBACK (on_board_toggled), self);
      gtk_box_append (self->board_switcher, button);
    }
}

/* The board a scenario is played on: its "board" prop names a battle
 * board; else the board most of its pieces start on. */
static int
scenario_board (BhGame *game)
{
  BhGameData *data = bh_game_get_data (game);
  const BhScenario *scenario = bh_game_get_scenario (game);
  const char *id = bh_props_lookup (scenario->props, "board");
  const BhState *state = bh_game_get_state (game);
  const BhPieceState *pieces = bh_state_const_pieces (state);
  guint n_grids = bh_game_data_get_n_hexgrids (data);
  g_autofree guint *counts = g_new0 (guint, n_grids + 1);
  int best = BH_NONE;

  for (guint g = 0; id != NULL && g < n_grids; g++)
    if (g_str_equal (bh_game_data_get_hexgrid (data, g)->id, id))
      return g;
  if (n_grids == 0)
    return BH_NONE;
  for (guint p = 0; p < state->n_pieces; p++)
    {
      int col, row, grid;

      if (pieces[p].location == BH_OFFBOARD)
        continue;
      if (pieces[p].location < bh_game_data_get_n_spaces (data))
        counts[n_grids]++;
      else if ((grid = bh_hex_board_locate (data, pieces[p].location, &col, &row)) != BH_NONE)
        counts[grid]++;
    }
  for (guint g = 0; g < n_grids; g++)
    if (counts[g] > counts[n_grids] && (best == BH_NONE || counts[g] > counts[best]))
      best = g;
  return best;
}

void
bh_window_show_board (BhWindow *self, int board)
{
  g_return_if_fail (BH_IS_WINDOW (self));

  if (self->game == NULL || board == bh_map_view_get_board (self->map_view))
    return;
  bh_map_view_set_board (self->map_view, board);
  for (GtkWidget *button = gtk_widget_get_first_child (GTK_WIDGET (self->board_switcher)); button != NULL;
       button = gtk_widget_get_next_sibling (button))
    if (GPOINTER_TO_INT (g_object_get_data (G_OBJECT (button), "board")) == board)
      gtk_toggle_button_set_active (GTK_TOGGLE_BUTTON (button), TRUE);
  if (self->selected != BH_NONE && !bh_map_view_shows_location (self->map_view, self->selected))
    self->selected = BH_NONE;
  refresh (self);
}

int
bh_window_get_board (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), BH_NONE);
  return bh_map_view_get_board (self->map_view);
}

/* Pages ------------------------------------------------------------------- */

static void
on_start (BhNewGameView *view, const char *game_id, const char *scenario_id, gboolean free_play,
          guint computer_sides, GHashTable *options, BhWindow *self)
{
  bh_window_start_game_full (self, game_id, scenario_id, free_play, computer_sides, options);
}

static void
on_resume (BhNewGameView *view, BhWindow *self)
{
  bh_window_resume (self);
}

/* Who sits at the screen: the one person playing, else every person in
 * turn (hot-seat); nobody when the computer plays every side. */
static int
seats_for (BhGame *game, guint computer_sides)
{
  guint n_sides = bh_game_data_get_n_seats (bh_game_get_data (game));
  int human = BH_NONE, n_humans = 0;

  for (guint i = 0; i < n_sides; i++)
    if (!(i < 32 && (computer_sides >> i) & 1))
      {
        human = i;
        n_humans++;
      }
  return n_humans == 1 ? human : BH_SEATS_HOT_SEAT;
}

static void
set_game_full (BhWindow *self, BhGame *game, int seats, guint computer_sides)
{
  stop_ai (self);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_set_object (&self->game, game);
  self->computer_sides = game != NULL && !bh_game_is_free_play (game) ? computer_sides : 0;
  if (self->computer_sides != 0)
    seats = seats_for (game, self->computer_sides);
  self->seats = seats;
  self->screen_side = seats;
  self->ai_last_move = g_get_monotonic_time ();
  self->handover = FALSE;
  self->review = -1;
  self->selected = BH_NONE;
  self->n_seen = game != NULL ? bh_game_get_n_log_entries (game) : 0;
  g_clear_object (&self->save_file);
  gtk_widget_set_visible (GTK_WIDGET (self->combat_view), FALSE);
  bh_map_view_set_game (self->map_view, game);
  if (game != NULL)
    {
      /* A game opened mid-battle shows the battle's board, as the game
       * would go to it (bh-board-follow.h); else the scenario's. */
      int board = bh_board_follow_choose (game);

      bh_map_view_set_board (self->map_view, board != BH_NONE ? board : scenario_board (game));
    }
  self->followed_board = bh_map_view_get_board (self->map_view);
  build_board_switcher (self);
  update_players_menu (self);

  if (game != NULL)
    {
      BhGameData *data = bh_game_get_data (game);
      const BhScenario *scenario = bh_game_get_scenario (game);
      g_autofree char *title = g_strdup_printf ("%s — %s", bh_game_data_get_title (data), scenario->title);

      self->changed_id = g_signal_connect (game, "changed", G_CALLBACK (on_game_changed), self);
      adw_window_title_set_title (self->window_title, bh_game_data_get_title (data));
      adw_window_title_set_subtitle (self->window_title, scenario->title);
      gtk_window_set_title (GTK_WINDOW (self), title);
      g_clear_pointer (&self->error, g_free);
      gtk_stack_set_visible_child_name (self->stack, "game");
      gtk_stack_set_visible_child_name (self->side_stack, "actions");
      gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
      if (self->settings != NULL)
        {
          g_autofree char *last = g_strdup_printf ("%s/%s", bh_game_data_get_id (data), scenario->id);

          g_settings_set_string (self->settings, "last-scenario", last);
        }
      autosave (self);
    }
  refresh (self);
  if (game != NULL)
    {
      /* A game opened on a placement (set-up) shows its piece selected,
       * as after any action (follow_decision). */
      follow_decision (self);
      update_ai (self);
    }
}

void
bh_window_set_game (BhWindow *self, BhGame *game)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  set_game_full (self, game, BH_SEATS_HOT_SEAT, 0);
}

gboolean
bh_window_start_game (BhWindow *self, const char *game_id, const char *scenario_id,
                      gboolean free_play, int seats)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(BhGame) game = NULL;

  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);

  if (self->library == NULL)
    bh_window_set_library (self, NULL);
  data = bh_library_load_game (self->library, game_id, &error);
  if (data != NULL)
    game = bh_game_new (data, scenario_id, g_rand_int (self->dice), free_play || !bh_rules_exist_for (game_id), &error);
  if (game == NULL)
    {
      show_error_dialog (self, _("The Game Could Not Be Started"), error->message);
      return FALSE;
    }
  set_game_full (self, game, seats, 0);
  return TRUE;
}

gboolean
bh_window_start_game_full (BhWindow *self, const char *game_id, const char *scenario_id,
                           gboolean free_play, guint computer_sides, GHashTable *options)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = NULL;
  g_autoptr(BhGame) game = NULL;

  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);

  if (self->library == NULL)
    bh_window_set_library (self, NULL);
  data = bh_library_load_game (self->library, game_id, &error);
  if (data != NULL)
    game = bh_game_new_with_options (data, scenario_id, g_rand_int (self->dice),
                                     free_play || !bh_rules_exist_for (game_id), options, &error);
  if (game == NULL)
    {
      show_error_dialog (self, _("The Game Could Not Be Started"), error->message);
      return FALSE;
    }
  set_game_full (self, game, BH_SEATS_HOT_SEAT, computer_sides);
  return TRUE;
}

void
bh_window_set_seed (BhWindow *self, guint32 seed)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  g_rand_set_seed (self->dice, seed);
}

guint
bh_window_get_computer_sides (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), 0);
  return self->computer_sides;
}

gboolean
bh_window_is_thinking (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);
  return self->ai_thinking;
}

void
bh_window_set_ai_pace (BhWindow *self, guint ms)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  self->ai_pace_ms = ms;
  /* A move waiting for the pace waits for the new one. */
  if (self->ai_timeout_id != 0)
    update_ai (self);
}

void
bh_window_set_ai_playouts (BhWindow *self, guint playouts)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  self->ai_iterations = MAX (playouts, 1);
}

void
bh_window_set_ai_level (BhWindow *self, BhAiLevel level, guint iterations)
{
  g_return_if_fail (BH_IS_WINDOW (self));
  self->ai_level = level;
  self->ai_iterations = iterations;
}

gboolean
bh_window_open_game (BhWindow *self, BhLibrary *library, const char *game_id, const char *scenario_id)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = NULL;

  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);

  if (library != NULL || self->library == NULL)
    bh_window_set_library (self, library);
  game = bh_game_opener_open (self->library, game_id, scenario_id, &error);
  if (game == NULL)
    {
      bh_window_set_game (self, NULL);
      show_error_page (self, error->message);
      return FALSE;
    }
  bh_window_set_game (self, game);
  return TRUE;
}

void
bh_window_set_library (BhWindow *self, BhLibrary *library)
{
  g_autofree char *resume = NULL;

  g_return_if_fail (BH_IS_WINDOW (self));
  if (library == NULL)
    library = bh_library_get_default ();
  if (self->library == library)
    return;
  g_set_object (&self->library, library);
  bh_new_game_view_set_library (self->new_game_view, library);
  resume = describe_autosave (self, FALSE);
  bh_new_game_view_set_resume (self->new_game_view, resume);
}

static gboolean
update_resume (gpointer user_data)
{
  BhWindow *self = user_data;
  g_autofree char *resume = describe_autosave (self, TRUE);

  self->resume_id = 0;
  bh_new_game_view_set_resume (self->new_game_view, resume);
  return G_SOURCE_REMOVE;
}

void
bh_window_show_new_game (BhWindow *self)
{
  g_autofree char *resume = NULL;

  g_return_if_fail (BH_IS_WINDOW (self));
  if (self->library == NULL)
    bh_window_set_library (self, NULL);
  resume = describe_autosave (self, FALSE);
  bh_new_game_view_set_resume (self->new_game_view, resume);
  if (self->settings != NULL)
    {
      g_autofree char *last = g_settings_get_string (self->settings, "last-scenario");

      bh_new_game_view_set_preferred (self->new_game_view, *last != '\0' ? last : NULL);
    }
  adw_window_title_set_title (self->window_title, _("Blockhouse"));
  adw_window_title_set_subtitle (self->window_title, _("New Game"));
  gtk_stack_set_visible_child_name (self->stack, "new-game");
  stop_ai (self);
  if (self->resume_id == 0)
    self->resume_id = g_timeout_add (1500, update_resume, self);
}

/* Files ------------------------------------------------------------------- */

gboolean
bh_window_save_to (BhWindow *self, GFile *file, GError **error)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);

  if (self->game == NULL)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("There is no game to save"));
      return FALSE;
    }
  if (!bh_game_save (self->game, file, error))
    return FALSE;
  g_set_object (&self->save_file, file);
  return TRUE;
}

/* Resume: the autosave opens as any save does, off the main thread. */
gboolean
bh_window_resume (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);
  if (self->autosave_file == NULL || !g_file_query_exists (self->autosave_file, NULL))
    return FALSE;
  bh_window_open_file_async (self, self->autosave_file);
  return TRUE;
}

/* Opening a save off the main thread: the window stays responsive, big
 * saves show their progress and can be cancelled. */

#define OPEN_PROGRESS_BYTES (256 * 1024)

typedef struct {
  BhWindow *self;
  GFile *file;
  GCancellable *cancellable;
} OpenRequest;

static void
open_request_free (OpenRequest *request)
{
  g_object_unref (request->self);
  g_object_unref (request->file);
  g_object_unref (request->cancellable);
  g_free (request);
}

static void
on_open_progress (double fraction, gpointer user_data)
{
  BhWindow *self = BH_WINDOW (user_data);

  if (self->open_progress != NULL)
    gtk_progress_bar_set_fraction (self->open_progress, fraction);
}

static gboolean
present_when_idle (gpointer dialog)
{
  gtk_window_present (GTK_WINDOW (dialog));
  return G_SOURCE_REMOVE;
}

static void
on_open_dialog_response (AdwMessageDialog *dialog, const char *response, BhWindow *self)
{
  if (self->open_cancellable != NULL)
    g_cancellable_cancel (self->open_cancellable);
}

static void
open_save_done (GObject *source, GAsyncResult *result, gpointer user_data)
{
  OpenRequest *request = user_data;
  BhWindow *self = request->self;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGame) game = bh_game_opener_open_save_finish (result, &error);

  /* A later open or a closed window has taken over: drop the answer. */
  if (self->open_cancellable != request->cancellable)
    {
      open_request_free (request);
      return;
    }
  g_clear_object (&self->open_cancellable);
  if (self->open_dialog != NULL)
    gtk_window_destroy (self->open_dialog);
  if (game != NULL)
    {
      GtkStackTransitionType transition = gtk_stack_get_transition_type (self->stack);

      /* A crossfade begun while the new-game page is still being built
       * can stay stuck on it under load: switch at once. */
      gtk_stack_set_transition_type (self->stack, GTK_STACK_TRANSITION_TYPE_NONE);
      set_game_full (self, game, BH_SEATS_HOT_SEAT,
                     self->autosave_file != NULL && g_file_equal (request->file, self->autosave_file)
                     ? read_players (request->file, game) : 0);
      gtk_stack_set_transition_type (self->stack, transition);
      g_set_object (&self->save_file, request->file);
    }
  else if (g_error_matches (error, G_IO_ERROR, G_IO_ERROR_CANCELLED))
    toast (self, _("Opening was cancelled"));
  else
    {
      g_autofree char *name = g_file_get_basename (request->file);
      g_autofree char *heading = g_strdup_printf (_("“%s” Cannot Be Opened"), name);

      show_error_dialog (self, heading, error->message);
    }
  open_request_free (request);
}

/**
 * bh_window_open_file_async:
 *
 * Opens a save in a worker thread; the game appears when it has replayed,
 * an error dialog if it cannot.  Saves over 256 KB (or of unknown size)
 * show a progress dialog with Cancel.
 */
void
bh_window_open_file_async (BhWindow *self, GFile *file)
{
  OpenRequest *request;
  g_autoptr(GFileInfo) info = NULL;

  g_return_if_fail (BH_IS_WINDOW (self));
  if (self->library == NULL)
    bh_window_set_library (self, NULL);
  if (self->open_cancellable != NULL)
    g_cancellable_cancel (self->open_cancellable);
  if (self->open_dialog != NULL)
    gtk_window_destroy (self->open_dialog);
  g_set_object (&self->open_cancellable, g_cancellable_new ());
  g_object_unref (self->open_cancellable);

  /* A big file, or one whose size is not known (a pipe, a slow remote
   * file): progress and Cancel. */
  info = g_file_query_info (file, G_FILE_ATTRIBUTE_STANDARD_SIZE "," G_FILE_ATTRIBUTE_STANDARD_TYPE,
                            G_FILE_QUERY_INFO_NONE, NULL, NULL);
  if (info != NULL && (g_file_info_get_file_type (info) != G_FILE_TYPE_REGULAR ||
                       g_file_info_get_size (info) > OPEN_PROGRESS_BYTES))
    {
      g_autofree char *name = g_file_get_basename (file);
      g_autofree char *heading = g_strdup_printf (_("Opening “%s”"), name);
      GtkWidget *dialog = adw_message_dialog_new (GTK_WINDOW (self), heading,
                                                  _("Every action of the game is replayed and checked."));
      GtkWidget *bar = gtk_progress_bar_new ();

      adw_message_dialog_add_response (ADW_MESSAGE_DIALOG (dialog), "cancel", _("_Cancel"));
      adw_message_dialog_set_extra_child (ADW_MESSAGE_DIALOG (dialog), bar);
      g_signal_connect (dialog, "response", G_CALLBACK (on_open_dialog_response), self);
      g_set_weak_pointer (&self->open_dialog, GTK_WINDOW (dialog));
      g_set_weak_pointer (&self->open_progress, GTK_PROGRESS_BAR (bar));
      /* Once the window itself is up, so that the dialog shows above it. */
      g_idle_add_full (G_PRIORITY_DEFAULT, present_when_idle, g_object_ref (dialog), g_object_unref);
    }

  request = g_new0 (OpenRequest, 1);
  request->self = g_object_ref (self);
  request->file = g_object_ref (file);
  request->cancellable = g_object_ref (self->open_cancellable);
  bh_game_opener_open_save_async (self->library, file, self->open_cancellable, on_open_progress, G_OBJECT (self),
                                  open_save_done, request);
}

gboolean
bh_window_is_opening (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);
  return self->open_cancellable != NULL;
}

GtkWindow *
bh_window_get_open_dialog (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->open_dialog;
}

static GtkFileFilter *
save_filter (void)
{
  GtkFileFilter *filter = gtk_file_filter_new ();

  gtk_file_filter_set_name (filter, _("Blockhouse Games"));
  gtk_file_filter_add_mime_type (filter, "application/x-blockhouse-save");
  gtk_file_filter_add_pattern (filter, "*.blockhouse");
  return filter;
}

static void
on_open_response (GtkNativeDialog *dialog, int response, BhWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));

      bh_window_open_file_async (self, file);
    }
  g_clear_object (&self->chooser);
}

static void
on_save_response (GtkNativeDialog *dialog, int response, BhWindow *self)
{
  if (response == GTK_RESPONSE_ACCEPT)
    {
      g_autoptr(GFile) file = gtk_file_chooser_get_file (GTK_FILE_CHOOSER (dialog));
      g_autoptr(GError) error = NULL;

      if (!bh_window_save_to (self, file, &error))
        show_error_dialog (self, _("The Game Could Not Be Saved"), error->message);
      else
        toast (self, _("Game saved"));
    }
  g_clear_object (&self->chooser);
}

static void
open_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;
  GtkFileChooserNative *chooser = gtk_file_chooser_native_new (_("Open a Saved Game"), GTK_WINDOW (self),
                                                              GTK_FILE_CHOOSER_ACTION_OPEN, _("_Open"), _("_Cancel"));
  g_autoptr(GtkFileFilter) filter = save_filter ();

  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect (chooser, "response", G_CALLBACK (on_open_response), self);
  g_set_object (&self->chooser, GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_as_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;
  GtkFileChooserNative *chooser;
  g_autoptr(GtkFileFilter) filter = save_filter ();
  g_autofree char *name = NULL;

  if (self->game == NULL)
    return;
  chooser = gtk_file_chooser_native_new (_("Save the Game"), GTK_WINDOW (self),
                                         GTK_FILE_CHOOSER_ACTION_SAVE, _("_Save"), _("_Cancel"));
  name = g_strdup_printf ("%s-%s.blockhouse", bh_game_data_get_id (bh_game_get_data (self->game)),
                          bh_game_get_scenario (self->game)->id);
  gtk_file_chooser_set_current_name (GTK_FILE_CHOOSER (chooser), name);
  gtk_file_chooser_add_filter (GTK_FILE_CHOOSER (chooser), filter);
  g_signal_connect (chooser, "response", G_CALLBACK (on_save_response), self);
  g_set_object (&self->chooser, GTK_NATIVE_DIALOG (chooser));
  g_object_unref (chooser);
  gtk_native_dialog_show (GTK_NATIVE_DIALOG (chooser));
}

static void
save_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;
  g_autoptr(GError) error = NULL;

  if (self->save_file == NULL)
    {
      save_as_activated (action, parameter, user_data);
      return;
    }
  if (!bh_window_save_to (self, self->save_file, &error))
    show_error_dialog (self, _("The Game Could Not Be Saved"), error->message);
  else
    toast (self, _("Game saved"));
}

/* Window actions ---------------------------------------------------------- */

/* The side whose decision undo goes back to against the computer: the
 * person's who is to decide, else the last person's who acted. */
static int
human_to_undo_for (BhWindow *self)
{
  int side = bh_game_get_state (self->game)->pending.side;

  if (side >= 0 && !is_computer (self, side))
    return side;
  for (guint i = bh_game_get_n_log_entries (self->game); i > 0; i--)
    if (!is_computer (self, bh_game_get_log_entry (self->game, i - 1)->side))
      return bh_game_get_log_entry (self->game, i - 1)->side;
  return BH_NONE;
}

static gboolean
can_undo (BhWindow *self)
{
  if (self->game == NULL)
    return FALSE;
  if (self->computer_sides == 0)
    return bh_game_can_undo (self->game);
  if (bh_game_can_undo (self->game) && !computer_to_move (self))
    return TRUE;
  return bh_game_can_undo_for_side (self->game, human_to_undo_for (self));
}

static void
undo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;
  g_autofree char *text = NULL;
  gboolean for_side;
  int side = BH_NONE;
  guint n, undone, own;

  if (!can_undo (self))
    {
      toast (self, _("Nothing to undo: play never goes back past a die roll, hidden information or a change of player."));
      return;
    }
  n = bh_game_get_n_log_entries (self->game);
  /* Against the computer: back over its replies to the person's decision. */
  for_side = self->computer_sides != 0 && !(bh_game_can_undo (self->game) && !computer_to_move (self));
  own = n - 1;
  if (for_side)
    {
      side = human_to_undo_for (self);
      while (own > 0 && bh_game_get_log_entry (self->game, own)->side != side)
        own--;
    }
  /* As the log tells it to the screen's seat (bh_narration_for_seat). */
  text = bh_narration_for_seat (bh_game_get_log_entry (self->game, own)->narration, combat_seat (self));
  stop_ai (self);
  if (!(for_side ? bh_game_undo_for_side (self->game, side) : bh_game_undo (self->game)))
    return;
  undone = n - bh_game_get_n_log_entries (self->game);
  {
    g_autofree char *message = NULL;
    char *newline;

    if (undone <= 1)
      message = g_strdup_printf (_("Undone: %s"), text != NULL ? text : "");
    else
      message = g_strdup_printf (g_dngettext (NULL, "Undone: %s, and %u reply of the computer",
                                              "Undone: %s, and %u replies of the computer", undone - 1),
                                 text != NULL ? text : "", undone - 1);
    /* The first line of the narration only. */
    newline = strchr (message, '\n');
    if (newline != NULL && undone <= 1)
      *newline = '\0';
    else if (newline != NULL)
      {
        g_autofree char *first = g_strndup (text, strcspn (text, "\n"));

        g_free (message);
        message = g_strdup_printf (g_dngettext (NULL, "Undone: %s, and %u reply of the computer",
                                                "Undone: %s, and %u replies of the computer", undone - 1),
                                   first, undone - 1);
      }
    toast (self, message);
  }
}

static void
redo_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;

  if (self->game == NULL || !bh_game_redo (self->game))
    {
      if (self->game != NULL)
        toast (self, _("Nothing to redo"));
      return;
    }
  /* Against the computer, its replies come back with the person's action. */
  while (computer_to_move (self) && bh_game_can_redo (self->game) && bh_game_redo (self->game))
    ;
  update_ai (self);
}

static void
new_game_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  bh_window_show_new_game (BH_WINDOW (user_data));
}

static void
back_to_game_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;

  if (self->game != NULL)
    {
      gtk_stack_set_visible_child_name (self->stack, "game");
      bh_window_review (self, -1);
    }
}

static void
review_step_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;
  int step = g_variant_get_int32 (parameter);
  int n = self->game != NULL ? (int) bh_game_get_n_log_entries (self->game) : 0;
  int at = self->review < 0 ? n : self->review;

  if (self->game == NULL)
    return;
  at = CLAMP (at + step, 0, n);
  bh_window_review (self, at);
  gtk_stack_set_visible_child_name (self->side_stack, "log");
}

static void
toggle_sidebar_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, !adw_flap_get_reveal_flap (self->flap));
}

static void
show_panel_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;

  adw_flap_set_reveal_flap (self->flap, TRUE);
  gtk_stack_set_visible_child_name (self->side_stack, g_variant_get_string (parameter, NULL));
}

static void
zoom_action (GtkWidget *widget, const char *action_name, GVariant *parameter)
{
  BhWindow *self = BH_WINDOW (widget);

  if (g_str_equal (action_name, "win.zoom-in"))
    bh_map_view_zoom_in (self->map_view);
  else if (g_str_equal (action_name, "win.zoom-out"))
    bh_map_view_zoom_out (self->map_view);
  else
    bh_map_view_zoom_to_fit (self->map_view);
}

/* The computer's strength: "quick" is the Easy level (the game's policy
 * alone), then Normal and Strong searches (docs/ai.md). */
static BhAiLevel
level_for_strength (const char *strength)
{
  if (g_strcmp0 (strength, "quick") == 0)
    return BH_AI_EASY;
  if (g_strcmp0 (strength, "strong") == 0)
    return BH_AI_STRONG;
  return BH_AI_NORMAL;
}

static void
ai_strength_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  BhWindow *self = user_data;
  const char *strength = g_variant_get_string (value, NULL);

  g_simple_action_set_state (action, value);
  self->ai_level = level_for_strength (strength);
  if (self->settings != NULL)
    g_settings_set_string (self->settings, "ai-strength", strength);
}

/* The "≈" marks on what is reconstructed rather than printed. */
static void
show_reconstructed_changed (GSimpleAction *action, GVariant *value, gpointer user_data)
{
  BhWindow *self = user_data;

  g_simple_action_set_state (action, value);
  bh_map_view_set_show_reconstructed (self->map_view, g_variant_get_boolean (value));
  if (self->settings != NULL)
    g_settings_set_boolean (self->settings, "show-reconstructed", g_variant_get_boolean (value));
}

/* The keyboard shortcuts, built the first time they are asked for. */
static void
show_help_overlay_activated (GSimpleAction *action, GVariant *parameter, gpointer user_data)
{
  BhWindow *self = user_data;

  if (self->shortcuts == NULL)
    {
      g_autoptr(GtkBuilder) builder = gtk_builder_new_from_resource ("/org/blockhouse/Blockhouse/shortcuts-window.ui");

      self->shortcuts = GTK_WINDOW (gtk_builder_get_object (builder, "help_overlay"));
      gtk_window_set_transient_for (self->shortcuts, GTK_WINDOW (self));
      gtk_window_set_hide_on_close (self->shortcuts, TRUE);
    }
  gtk_window_present (self->shortcuts);
}

static const GActionEntry win_actions[] = {
  { .name = "show-help-overlay", .activate = show_help_overlay_activated },
  { .name = "show-reconstructed", .state = "true", .change_state = show_reconstructed_changed },
  { .name = "ai-strength", .parameter_type = "s", .state = "'normal'", .change_state = ai_strength_changed },
  { .name = "undo", .activate = undo_activated },
  { .name = "redo", .activate = redo_activated },
  { .name = "save", .activate = save_activated },
  { .name = "save-as", .activate = save_as_activated },
  { .name = "open", .activate = open_activated },
  { .name = "new-game", .activate = new_game_activated },
  { .name = "back-to-game", .activate = back_to_game_activated },
  { .name = "review-step", .activate = review_step_activated, .parameter_type = "i" },
  { .name = "toggle-sidebar", .activate = toggle_sidebar_activated },
  { .name = "show-panel", .activate = show_panel_activated, .parameter_type = "s" },
};

/* Public API -------------------------------------------------------------- */

BhGame *
bh_window_get_game (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->game;
}

BhMapView *
bh_window_get_map_view (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->map_view;
}

const char *
bh_window_get_error (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->error;
}

const char *
bh_window_get_last_message (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->last_message;
}

GtkWindow *
bh_window_get_error_dialog (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->error_dialog;
}

void
bh_window_set_autosave_file (BhWindow *self, GFile *file)
{
  g_autofree char *resume = NULL;

  g_return_if_fail (BH_IS_WINDOW (self));
  g_set_object (&self->autosave_file, file);
  resume = describe_autosave (self, FALSE);
  bh_new_game_view_set_resume (self->new_game_view, resume);
}

GFile *
bh_window_get_autosave_file (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return self->autosave_file;
}

gboolean
bh_window_is_handover_shown (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);
  return self->handover;
}

void
bh_window_confirm_handover (BhWindow *self)
{
  g_return_if_fail (BH_IS_WINDOW (self));

  if (!self->handover)
    return;
  self->handover = FALSE;
  self->screen_side = bh_game_get_state (self->game)->pending.side;
  self->selected = BH_NONE;
  gtk_stack_set_visible_child_name (self->stack, "game");
  gtk_widget_grab_focus (GTK_WIDGET (self->map_view));
  refresh (self);
  /* The new player's decision, as after any action (a piece of theirs
   * waiting to be set up has its places brought into view). */
  follow_decision (self);
}

gboolean
bh_window_is_combat_shown (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), FALSE);
  return gtk_widget_get_visible (GTK_WIDGET (self->combat_view));
}

void
bh_window_review (BhWindow *self, int n_actions)
{
  g_return_if_fail (BH_IS_WINDOW (self));

  if (self->game == NULL)
    return;
  if (n_actions >= (int) bh_game_get_n_log_entries (self->game) + 1)
    n_actions = -1;
  self->review = n_actions;
  self->selected = BH_NONE;
  if (n_actions >= 0)
    stop_ai (self);
  bh_combat_view_set_seat (self->combat_view, combat_seat (self));
  if (n_actions > 0 && bh_combat_view_show_entry (self->combat_view, self->game, n_actions - 1))
    gtk_widget_set_visible (GTK_WIDGET (self->combat_view), TRUE);
  else
    gtk_widget_set_visible (GTK_WIDGET (self->combat_view), FALSE);
  refresh (self);
  if (n_actions < 0)
    update_ai (self);
}

const char *
bh_window_get_page (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return gtk_stack_get_visible_child_name (self->stack);
}

GtkWidget *
bh_window_get_new_game_view (BhWindow *self)
{
  g_return_val_if_fail (BH_IS_WINDOW (self), NULL);
  return GTK_WIDGET (self->new_game_view);
}

/* GObject ----------------------------------------------------------------- */

static gboolean
bh_window_close_request (GtkWindow *window)
{
  BhWindow *self = BH_WINDOW (window);

  if (self->settings != NULL)
    {
      int width, height;

      gtk_window_get_default_size (window, &width, &height);
      g_settings_set_boolean (self->settings, "window-maximized", gtk_window_is_maximized (window));
      if (!gtk_window_is_maximized (window))
        {
          g_settings_set_int (self->settings, "window-width", MAX (width, 360));
          g_settings_set_int (self->settings, "window-height", MAX (height, 294));
        }
    }
  return GTK_WINDOW_CLASS (bh_window_parent_class)->close_request (window);
}

static void
bh_window_dispose (GObject *object)
{
  BhWindow *self = BH_WINDOW (object);

  stop_ai (self);
  if (self->game != NULL)
    g_clear_signal_handler (&self->changed_id, self->game);
  g_clear_handle_id (&self->resume_id, g_source_remove);
  if (self->open_cancellable != NULL)
    g_cancellable_cancel (self->open_cancellable);
  g_clear_object (&self->open_cancellable);
  if (self->open_dialog != NULL)
    gtk_window_destroy (self->open_dialog);
  g_clear_weak_pointer (&self->open_dialog);
  g_clear_weak_pointer (&self->open_progress);
  g_clear_object (&self->game);
  g_clear_object (&self->library);
  g_clear_object (&self->settings);
  g_clear_object (&self->autosave_file);
  g_clear_object (&self->save_file);
  g_clear_object (&self->chooser);
  g_clear_pointer (&self->actions, g_array_unref);
  g_clear_pointer (&self->dry_run, g_array_unref);
  g_clear_pointer (&self->marks, g_free);
  g_clear_pointer (&self->view, bh_state_free);
  g_clear_pointer (&self->choices, gtk_widget_unparent);
  g_clear_weak_pointer (&self->error_dialog);
  if (self->shortcuts != NULL)
    gtk_window_destroy (g_steal_pointer (&self->shortcuts));
  gtk_widget_dispose_template (GTK_WIDGET (self), BH_TYPE_WINDOW);
  G_OBJECT_CLASS (bh_window_parent_class)->dispose (object);
}

static void
bh_window_finalize (GObject *object)
{
  BhWindow *self = BH_WINDOW (object);

  g_free (self->error);
  g_free (self->last_message);
  /* Written by now: a write under way keeps the window alive, and writes
   * the newest text when it ends. */
  g_clear_pointer (&self->autosave_next, autosave_job_free);
  g_clear_pointer (&self->dice, g_rand_free);
  G_OBJECT_CLASS (bh_window_parent_class)->finalize (object);
}

static void
bh_window_class_init (BhWindowClass *klass)
{
  GObjectClass *object_class = G_OBJECT_CLASS (klass);
  GtkWidgetClass *widget_class = GTK_WIDGET_CLASS (klass);
  GtkWindowClass *window_class = GTK_WINDOW_CLASS (klass);

  object_class->dispose = bh_window_dispose;
  object_class->finalize = bh_window_finalize;
  window_class->close_request = bh_window_close_request;

  g_type_ensure (BH_TYPE_MAP_VIEW);
  g_type_ensure (BH_TYPE_NEW_GAME_VIEW);
  g_type_ensure (BH_TYPE_DECISION_PANEL);
  g_type_ensure (BH_TYPE_TRACK_PANEL);
  g_type_ensure (BH_TYPE_HAND_VIEW);
  g_type_ensure (BH_TYPE_LOG_VIEW);
  g_type_ensure (BH_TYPE_COMBAT_VIEW);
  g_type_ensure (BH_TYPE_HANDOVER_PAGE);
  gtk_widget_class_set_template_from_resource (widget_class, "/org/blockhouse/Blockhouse/bh-window.ui");
  gtk_widget_class_bind_template_child (widget_class, BhWindow, window_title);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, toast_overlay);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, stack);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, new_game_view);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, map_view);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, flap);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, side_stack);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, decision_panel);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, track_panel);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, hand_view);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, log_view);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, combat_view);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, handover_page);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, error_page);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, side_chip);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, decision_label);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, mode_label);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, legend_button);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, legend_scroller);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, review_bar);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, review_label);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, result_bar);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, result_label);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, thinking_box);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, board_switcher);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, players_menu);
  gtk_widget_class_bind_template_child (widget_class, BhWindow, thinking_spinner);
  gtk_widget_class_bind_template_callback (widget_class, on_space_activated);
  gtk_widget_class_bind_template_callback (widget_class, on_stack_dropped);
  gtk_widget_class_bind_template_callback (widget_class, on_perform);
  gtk_widget_class_bind_template_callback (widget_class, on_selection_changed);
  gtk_widget_class_bind_template_callback (widget_class, on_location_selected);
  gtk_widget_class_bind_template_callback (widget_class, on_review);
  gtk_widget_class_bind_template_callback (widget_class, on_combat_closed);
  gtk_widget_class_bind_template_callback (widget_class, on_handover_confirmed);
  gtk_widget_class_bind_template_callback (widget_class, on_start);
  gtk_widget_class_bind_template_callback (widget_class, on_resume);

  /* Window actions, so that the header bar's buttons reach the map. */
  gtk_widget_class_install_action (widget_class, "win.zoom-in", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-out", NULL, zoom_action);
  gtk_widget_class_install_action (widget_class, "win.zoom-fit", NULL, zoom_action);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_plus, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_equal, GDK_CONTROL_MASK, "win.zoom-in", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_minus, GDK_CONTROL_MASK, "win.zoom-out", NULL);
  gtk_widget_class_add_binding_action (widget_class, GDK_KEY_0, GDK_CONTROL_MASK, "win.zoom-fit", NULL);
}

static GSettings *
settings_if_installed (void)
{
  GSettingsSchemaSource *source = g_settings_schema_source_get_default ();
  g_autoptr(GSettingsSchema) schema = source != NULL ? g_settings_schema_source_lookup (source, BH_APP_ID, TRUE) : NULL;

  /* An uninstalled build without GSETTINGS_SCHEMA_DIR still runs. */
  return schema != NULL ? g_settings_new (BH_APP_ID) : NULL;
}

static void
bh_window_init (BhWindow *self)
{
  gtk_widget_init_template (GTK_WIDGET (self));
  bh_decision_panel_set_map (self->decision_panel, self->map_view);
  gtk_menu_button_set_create_popup_func (GTK_MENU_BUTTON (self->legend_button), build_legend, self, NULL);
  g_action_map_add_action_entries (G_ACTION_MAP (self), win_actions, G_N_ELEMENTS (win_actions), self);
  self->seats = BH_SEATS_HOT_SEAT;
  self->screen_side = BH_NONE;
  self->view_seat = BH_NONE;
  self->review = -1;
  self->selected = BH_NONE;
  self->autosave_file = default_autosave_file ();
  self->settings = settings_if_installed ();
  self->ai_pace_ms = AI_DEFAULT_PACE_MS;
  self->dice = g_rand_new ();
  self->ai_level = level_for_strength ("normal");
  bh_ai_clock_init (&self->ai_clock);
  bh_map_view_set_show_reconstructed (self->map_view, TRUE);
  if (self->settings != NULL)
    {
      g_autofree char *strength = g_settings_get_string (self->settings, "ai-strength");

      g_action_group_change_action_state (G_ACTION_GROUP (self), "show-reconstructed",
                                          g_variant_new_boolean (g_settings_get_boolean (self->settings,
                                                                                         "show-reconstructed")));
      g_action_group_change_action_state (G_ACTION_GROUP (self), "ai-strength", g_variant_new_string (strength));
    }
  if (self->settings != NULL)
    {
      gtk_window_set_default_size (GTK_WINDOW (self), g_settings_get_int (self->settings, "window-width"),
                                   g_settings_get_int (self->settings, "window-height"));
      if (g_settings_get_boolean (self->settings, "window-maximized"))
        gtk_window_maximize (GTK_WINDOW (self));
    }
  update_actions (self);
}

BhWindow *
bh_window_new (GtkApplication *application)
{
  return g_object_new (BH_TYPE_WINDOW, "application", application, NULL);
}
