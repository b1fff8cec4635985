/* bh-game.c — a game in play: the current state, the log, undo and redo,
 * and the save format.  A full state is kept only every CHECKPOINT_EVERY
 * actions; any other is rebuilt by replaying at most that many actions
 * from the checkpoint before it (microseconds), so a game of hundreds of
 * thousands of actions stays small while undo and review stay instant. */
#include "config.h"

#include "bh-game.h"
#include "bh-error.h"
#include "bh-atomic-file.h"

#include <glib/gi18n-lib.h>

#define N_REVIEW_STATES 8

struct _BhGame
{
  GObject parent_instance;

  BhGameData *data;
  BhRules *rules;
  const BhScenario *scenario;
  guint64 seed;
  gboolean free_play;

  GPtrArray *checkpoints; /* BhState: [j] after j * CHECKPOINT_EVERY actions */
  BhState *current;       /* after every action of the log */
  GArray *log;            /* BhLogEntry */
  /* States rebuilt for review, the least recently asked for replaced. */
  struct {
    guint n_actions;
    BhState *state;
    guint64 used;
  } review[N_REVIEW_STATES];
  guint64 clock;
  /* Where narrating the log has got to: the state after `narrated`
   * actions (apart from the review states, which callers hold). */
  BhState *narrating;
  guint narrated;
  GPtrArray *redo;        /* char*: undone actions' texts, last undone last */
};

#define CHECKPOINT_EVERY 64

enum { CHANGED, N_SIGNALS };
static guint signals[N_SIGNALS];

G_DEFINE_FINAL_TYPE (BhGame, bh_game, G_TYPE_OBJECT)

static void
clear_entry (gpointer p)
{
  g_free (((BhLogEntry *) p)->text);
  g_free (((BhLogEntry *) p)->narration);
  g_free (((BhLogEntry *) p)->revealed_text);
}

static void
bh_game_finalize (GObject *object)
{
  BhGame *self = BH_GAME (object);

  g_ptr_array_unref (self->checkpoints);
  g_clear_pointer (&self->current, bh_state_free);
  g_clear_pointer (&self->narrating, bh_state_free);
  for (guint i = 0; i < N_REVIEW_STATES; i++)
    g_clear_pointer (&self->review[i].state, bh_state_free);
  g_array_unref (self->log);
  g_ptr_array_unref (self->redo);
  g_clear_object (&self->rules);
  g_clear_object (&self->data);
  G_OBJECT_CLASS (bh_game_parent_class)->finalize (object);
}

static void
bh_game_class_init (BhGameClass *klass)
{
  G_OBJECT_CLASS (klass)->finalize = bh_game_finalize;

  /**
   * BhGame::changed:
   *
   * The state changed: an action, an undo or a redo.
   */
  signals[CHANGED] = g_signal_new ("changed", G_TYPE_FROM_CLASS (klass), G_SIGNAL_RUN_LAST,
                                   0, NULL, NULL, NULL, G_TYPE_NONE, 0);
}

static void
bh_game_init (BhGame *self)
{
  self->checkpoints = g_ptr_array_new_with_free_func ((GDestroyNotify) bh_state_free);
  self->log = g_array_new (FALSE, TRUE, sizeof (BhLogEntry));
  g_array_set_clear_func (self->log, clear_entry);
  self->redo = g_ptr_array_new_with_free_func (g_free);
}

BhGame *
bh_game_new (BhGameData *data, const char *scenario_id, guint64 seed, gboolean free_play, GError **error)
{
  return bh_game_new_with_options (data, scenario_id, seed, free_play, NULL, error);
}

BhGame *
bh_game_new_with_options (BhGameData *data, const char *scenario_id, guint64 seed, gboolean free_play,
                          GHashTable *options, GError **error)
{
  g_autoptr(BhGame) self = NULL;
  g_autoptr(BhRules) rules = NULL;
  BhState *state;
  int index = bh_game_data_find_scenario (data, scenario_id);

  if (index == BH_NONE)
    {
      g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("%s has no scenario “%s”"),
                   bh_game_data_get_title (data), scenario_id);
      return NULL;
    }
  rules = bh_rules_new_for_game (data, free_play, error);
  if (rules == NULL)
    return NULL;

  self = g_object_new (BH_TYPE_GAME, NULL);
  self->data = g_object_ref (data);
  self->rules = g_steal_pointer (&rules);
  self->scenario = bh_game_data_get_scenario (data, index);
  self->seed = seed;
  self->free_play = free_play;
  state = bh_state_new_for_scenario (data, self->scenario, seed, bh_rules_get_extra_size (self->rules), error);
  if (state == NULL)
    return NULL;
  g_ptr_array_add (self->checkpoints, state);
  if (options)
    {
      GHashTableIter iter;
      gpointer key, value;

      g_hash_table_iter_init (&iter, options);
      while (g_hash_table_iter_next (&iter, &key, &value))
        {
          int option = bh_scenario_find_option (self->scenario, key);

          if (option == BH_NONE)
            {
              g_set_error (error, BH_ERROR, BH_ERROR_NOT_FOUND, _("scenario “%s” has no option “%s”"),
                           scenario_id, (const char *) key);
              return NULL;
            }
          if (GPOINTER_TO_INT (value))
            state->options |= 1u << option;
          else
            state->options &= ~(1u << option);
        }
    }
  if (!bh_rules_setup (self->rules, state, self->scenario, error))
    return NULL;
  state->n_rolls = 0;
  self->current = bh_state_copy (state);
  return g_steal_pointer (&self);
}

BhGameData *
bh_game_get_data (BhGame *self)
{
  return self->data;
}

BhRules *
bh_game_get_rules (BhGame *self)
{
  return self->rules;
}

const BhScenario *
bh_game_get_scenario (BhGame *self)
{
  return self->scenario;
}

guint64
bh_game_get_seed (BhGame *self)
{
  return self->seed;
}

gboolean
bh_game_is_free_play (BhGame *self)
{
  return self->free_play;
}

const BhState *
bh_game_get_state (BhGame *self)
{
  return self->current;
}

/* The state after the first `n` actions, built from the checkpoint
 * before it. */
static BhState *
rebuild (BhGame *self, guint n)
{
  guint from = n / CHECKPOINT_EVERY * CHECKPOINT_EVERY;
  const BhState *base = g_ptr_array_index (self->checkpoints, from / CHECKPOINT_EVERY);
  BhState *state;

  /* A state rebuilt a moment ago may be nearer: reviewing step by step
   * costs one action a step. */
  for (guint i = 0; i < N_REVIEW_STATES; i++)
    if (self->review[i].state != NULL && self->review[i].n_actions <= n && self->review[i].n_actions > from)
      {
        from = self->review[i].n_actions;
        base = self->review[i].state;
      }
  state = bh_state_copy (base);

  for (guint i = from; i < n; i++)
    bh_rules_apply (self->rules, state, &g_array_index (self->log, BhLogEntry, i).action);
  return state;
}

/* Forgets rebuilt states past the first `n` actions (after an undo). */
static void
forget_review_after (BhGame *self, guint n)
{
  for (guint i = 0; i < N_REVIEW_STATES; i++)
    if (self->review[i].state != NULL && self->review[i].n_actions > n)
      g_clear_pointer (&self->review[i].state, bh_state_free);
}

/**
 * bh_game_get_state_at:
 * @n_actions: how many actions into the game
 *
 * The state after the first @n_actions actions, for reviewing a game.  It
 * stays valid until the game is undone past it or eight other past states
 * have been asked for.
 */
const BhState *
bh_game_get_state_at (BhGame *self, guint n_actions)
{
  guint oldest = 0;

  g_return_val_if_fail (n_actions <= self->log->len, NULL);
  if (n_actions == self->log->len)
    return self->current;
  if (n_actions % CHECKPOINT_EVERY == 0)
    return g_ptr_array_index (self->checkpoints, n_actions / CHECKPOINT_EVERY);
  self->clock++;
  for (guint i = 0; i < N_REVIEW_STATES; i++)
    {
      if (self->review[i].state != NULL && self->review[i].n_actions == n_actions)
        {
          self->review[i].used = self->clock;
          return self->review[i].state;
        }
      if (self->review[i].state == NULL ||
          (self->review[oldest].state != NULL && self->review[i].used < self->review[oldest].used))
        oldest = i;
    }
  g_clear_pointer (&self->review[oldest].state, bh_state_free);
  self->review[oldest].state = rebuild (self, n_actions);
  self->review[oldest].n_actions = n_actions;
  self->review[oldest].used = self->clock;
  return self->review[oldest].state;
}

/* Keeps the first `n` actions: the log, the checkpoints and the current
 * state cut back to them. */
static void
truncate_to (BhGame *self, guint n)
{
  g_array_set_size (self->log, n);
  g_ptr_array_set_size (self->checkpoints, n / CHECKPOINT_EVERY + 1);
  forget_review_after (self, n);
  if (self->narrating != NULL && self->narrated > n)
    g_clear_pointer (&self->narrating, bh_state_free);
  bh_state_free (self->current);
  self->current = rebuild (self, n);
}

char *
bh_game_describe_decision (BhGame *self, int seat)
{
  return bh_rules_describe_decision (self->rules, bh_game_get_state (self), seat);
}

GArray *
bh_game_list_actions (BhGame *self)
{
  GArray *actions = g_array_new (FALSE, FALSE, sizeof (BhAction));

  bh_rules_list_actions (self->rules, bh_game_get_state (self), actions);
  return actions;
}

static char *
entry_text (BhGame *self, guint i)
{
  const BhLogEntry *entry = &g_array_index (self->log, BhLogEntry, i);
  const BhActionKind *kinds;
  guint n_kinds;

  if (entry->text != NULL)
    return g_strdup (entry->text);
  kinds = bh_rules_get_action_kinds (self->rules, &n_kinds);
  return bh_action_to_string (&entry->action, kinds, self->data);
}

/* What the action showed and to whom, safe for every seat to read: a
 * piece shown to every seat is named; pieces shown to some seats only are
 * counted, never named.  NULL when nothing was shown. */
static char *
describe_reveals (BhGame *self, const BhState *before, const BhState *after)
{
  guint n_seats = MAX (bh_game_data_get_n_seats (self->data), 1);
  guint16 all = n_seats >= 16 ? 0xffff : (guint16) ((1u << n_seats) - 1);
  const BhPieceState *b = bh_state_const_pieces (before), *a = bh_state_const_pieces (after);
  g_autoptr(GString) named = g_string_new (NULL);
  guint privately[16] = { 0 };
  g_autoptr(GString) out = g_string_new (NULL);

  for (guint p = 0; p < after->n_pieces && p < before->n_pieces; p++)
    {
      guint16 was = a[p].location == b[p].location ? b[p].seen : 0;
      guint16 fresh = a[p].seen & ~was & all;

      if (fresh == 0)
        continue;
      if ((a[p].seen & all) == all)
        {
          const BhUnitType *ut = bh_game_data_get_unit_type (self->data, bh_game_data_get_piece_type (self->data, p));

          if (named->len > 0)
            g_string_append (named, ", ");
          g_string_append (named, ut != NULL ? ut->name : "?");
        }
      else
        for (guint s = 0; s < n_seats; s++)
          privately[s] += (fresh >> s) & 1;
    }
  if (named->len > 0)
    /* Translators: the log: pieces or cards shown to every player; %s lists their names */
    g_string_append_printf (out, _("Shown to everyone: %s"), named->str);
  for (guint s = 0; s < n_seats; s++)
    if (privately[s] > 0)
      {
        g_autofree char *who = bh_game_data_dup_seat_name (self->data, (int) s, FALSE);

        if (out->len > 0)
          g_string_append (out, "; ");
        /* Translators: the log: %d pieces or cards were shown to one player (%s) alone, not named */
        g_string_append_printf (out, ngettext ("%d piece shown to %s alone", "%d pieces shown to %s alone", privately[s]),
                                privately[s], who);
      }
  return out->len > 0 ? g_string_free (g_steal_pointer (&out), FALSE) : NULL;
}

static gboolean
perform (BhGame *self, const BhAction *proposed, GError **error)
{
  const BhState *before = bh_game_get_state (self);
  BhAction action = *proposed;
  BhLogEntry entry = { 0 };
  BhState *after;

  action.side = before->pending.side;
  if (!bh_rules_check_action (self->rules, before, &action, error))
    return FALSE;

  after = bh_state_copy (before);
  bh_rules_apply (self->rules, after, &action);

  entry.action = action;
  entry.side = action.side;
  entry.rule = bh_rules_action_rule (self->rules, before, &action);
  entry.n_rolls = after->n_rolls;
  memcpy (entry.rolls, after->rolls, sizeof entry.rolls);
  memcpy (entry.roll_faces, after->roll_faces, sizeof entry.roll_faces);
  entry.revealed = after->reveals != before->reveals;
  if (entry.revealed)
    entry.revealed_text = describe_reveals (self, before, after);
  g_array_append_val (self->log, entry);
  if (self->log->len % CHECKPOINT_EVERY == 0)
    g_ptr_array_add (self->checkpoints, bh_state_copy (after));
  bh_state_free (self->current);
  self->current = after;
  return TRUE;
}

gboolean
bh_game_perform (BhGame *self, const BhAction *action, GError **error)
{
  if (!perform (self, action, error))
    return FALSE;
  g_ptr_array_set_size (self->redo, 0);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
bh_game_perform_text (BhGame *self, const char *text, GError **error)
{
  BhAction action;

  if (!bh_rules_parse_action (self->rules, text, &action, error))
    return FALSE;
  return bh_game_perform (self, &action, error);
}

guint
bh_game_get_n_log_entries (BhGame *self)
{
  return self->log->len;
}

const BhAction *
bh_game_get_action (BhGame *self, guint i)
{
  g_return_val_if_fail (i < self->log->len, NULL);
  return &g_array_index (self->log, BhLogEntry, i).action;
}

/* The text and the narration of an entry are made when first asked for:
 * a long game keeps only its actions. */
const BhLogEntry *
bh_game_get_log_entry (BhGame *self, guint i)
{
  BhLogEntry *entry;

  g_return_val_if_fail (i < self->log->len, NULL);
  entry = &g_array_index (self->log, BhLogEntry, i);
  if (entry->text == NULL)
    entry->text = entry_text (self, i);
  if (entry->narration == NULL)
    {
      BhState *before;

      /* Step a state of its own along the log, so that narrating every
       * entry in turn costs one action each and never replaces a review
       * state a caller holds. */
      if (self->narrating == NULL || self->narrated > i || i - self->narrated > CHECKPOINT_EVERY)
        {
          g_clear_pointer (&self->narrating, bh_state_free);
          self->narrating = rebuild (self, i);
          self->narrated = i;
        }
      for (; self->narrated < i; self->narrated++)
        bh_rules_apply (self->rules, self->narrating, &g_array_index (self->log, BhLogEntry, self->narrated).action);
      before = bh_state_copy (self->narrating);
      bh_rules_apply (self->rules, self->narrating, &entry->action);
      self->narrated = i + 1;
      entry->narration = bh_rules_narrate (self->rules, before, &entry->action, self->narrating);
      bh_state_free (before);
    }
  return entry;
}

/* Undo takes back the last action while the same side is still to decide,
 * and never past a die roll or hidden information that came to light. */
gboolean
bh_game_can_undo (BhGame *self)
{
  const BhLogEntry *last;

  if (self->log->len == 0)
    return FALSE;
  last = &g_array_index (self->log, BhLogEntry, self->log->len - 1);
  return last->n_rolls == 0 && !last->revealed && last->side == bh_game_get_state (self)->pending.side;
}

gboolean
bh_game_undo (BhGame *self)
{
  if (!bh_game_can_undo (self))
    return FALSE;
  g_ptr_array_add (self->redo, entry_text (self, self->log->len - 1));
  truncate_to (self, self->log->len - 1);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/* The number of actions to keep so that `side` decides again, or -1. */
static int
undo_point_for_side (BhGame *self, int side)
{
  for (guint i = self->log->len; i > 0; i--)
    {
      const BhLogEntry *entry = &g_array_index (self->log, BhLogEntry, i - 1);

      if (entry->n_rolls > 0 || entry->revealed)
        return -1;
      if (entry->side == side)
        return i - 1;
    }
  return -1;
}

gboolean
bh_game_can_undo_for_side (BhGame *self, int side)
{
  g_return_val_if_fail (BH_IS_GAME (self), FALSE);
  return side >= 0 && undo_point_for_side (self, side) >= 0;
}

gboolean
bh_game_undo_for_side (BhGame *self, int side)
{
  int keep;

  g_return_val_if_fail (BH_IS_GAME (self), FALSE);
  keep = side >= 0 ? undo_point_for_side (self, side) : -1;
  if (keep < 0)
    return FALSE;
  /* Newest first onto the redo stack, so that redo replays in order. */
  for (guint i = self->log->len; i > (guint) keep; i--)
    g_ptr_array_add (self->redo, entry_text (self, i - 1));
  truncate_to (self, keep);
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

gboolean
bh_game_can_redo (BhGame *self)
{
  return self->redo->len > 0;
}

gboolean
bh_game_redo (BhGame *self)
{
  g_autofree char *text = NULL;
  BhAction action;

  if (self->redo->len == 0)
    return FALSE;
  text = g_ptr_array_steal_index (self->redo, self->redo->len - 1);
  if (!bh_rules_parse_action (self->rules, text, &action, NULL) || !perform (self, &action, NULL))
    {
      /* The undone action no longer fits: forget what is left to redo. */
      g_ptr_array_set_size (self->redo, 0);
      return FALSE;
    }
  g_signal_emit (self, signals[CHANGED], 0);
  return TRUE;
}

/* Escapes as libxml2 writes: in attributes also quotes and white space
 * other than blanks, in text only what would be markup. */
static void
append_escaped (GString *out, const char *text, gboolean attribute)
{
  for (const char *p = text; *p != '\0'; p++)
    switch (*p)
      {
      case '&': g_string_append (out, "&amp;"); break;
      case '<': g_string_append (out, "&lt;"); break;
      case '>': g_string_append (out, "&gt;"); break;
      case '\r': g_string_append (out, "&#13;"); break;
      case '"': g_string_append (out, attribute ? "&quot;" : "\""); break;
      case '\n': g_string_append (out, attribute ? "&#10;" : "\n"); break;
      case '\t': g_string_append (out, attribute ? "&#9;" : "\t"); break;
      default: g_string_append_c (out, *p);
      }
}

static void
append_attribute (GString *out, const char *name, const char *value)
{
  g_string_append_printf (out, " %s=\"", name);
  append_escaped (out, value, TRUE);
  g_string_append_c (out, '"');
}

/* Written straight into one string (not a document tree of every action),
 * in the layout libxml2 gives a document: a long game saves in the memory
 * of its text. */
char *
bh_game_to_xml (BhGame *self, gsize *length)
{
  GString *out = g_string_sized_new (256 + 40 * self->log->len);
  g_autofree char *seed = g_strdup_printf ("%" G_GUINT64_FORMAT, self->seed);
  const BhState *start = g_ptr_array_index (self->checkpoints, 0);
  gboolean empty = self->scenario->options->len == 0 && self->log->len == 0;

  g_string_append (out, "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<blockhouse-save");
  append_attribute (out, "format", "1");
  append_attribute (out, "game", bh_game_data_get_id (self->data));
  append_attribute (out, "scenario", self->scenario->id);
  append_attribute (out, "data-digest", bh_game_data_get_digest (self->data));
  append_attribute (out, "seed", seed);
  append_attribute (out, "mode", self->free_play ? "free" : "rules");
  g_string_append (out, empty ? "/>\n" : ">\n");
  for (guint i = 0; i < self->scenario->options->len; i++)
    {
      g_string_append (out, "  <option");
      append_attribute (out, "id", ((const BhOption *) g_ptr_array_index (self->scenario->options, i))->id);
      append_attribute (out, "value", bh_state_option (start, i) ? "true" : "false");
      g_string_append (out, "/>\n");
    }
  for (guint i = 0; i < self->log->len; i++)
    {
      g_autofree char *text = entry_text (self, i);

      g_string_append (out, "  <action>");
      append_escaped (out, text, FALSE);
      g_string_append (out, "</action>\n");
    }
  if (!empty)
    g_string_append (out, "</blockhouse-save>\n");
  if (length)
    *length = out->len;
  return g_string_free (out, FALSE);
}

/* See bh-atomic-file.h: the old save stays whole until the new one is. */
gboolean
bh_game_save (BhGame *self, GFile *file, GError **error)
{
  gsize length;
  g_autofree char *contents = bh_game_to_xml (self, &length);

  return bh_atomic_write (file, contents, length, error);
}
