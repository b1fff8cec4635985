/* test-setups.c — each scenario's starting layout against the rulebook's
 * setup lists, transcribed independently into tests/setups/GAME.expect:
 *   SCENARIO LOCATION UNIT-TYPE COUNT RULE
 *   SCENARIO track MARKER VALUE RULE
 * Every line is one test case, /GAME/RULE/setup/SCENARIO/LINE, so one bad
 * line never hides another.
 *
 * LOCATION is a space, box or hex id, or a set the checker resolves from the
 * board data; terms joined by "+" are a union:
 *   adjacent:SPACE     every space connected to SPACE
 *   KINDs:any          every space with a feature of kind KIND (villages:any)
 *   KINDs:NATION       ... whose feature (or, failing that, the space) belongs to NATION
 *   KINDs:VALUE        ... whose feature or space has a prop of that value
 *                      (settlements:pennsylvania: settlement-group)
 *   X-spaces           spaces whose scenario-space prop is X or X followed by a
 *                      number (the lettered set-up spaces of introductory scenarios)
 * and the game-specific forms of the `special_forms` table below.  A term
 * "turnN" makes the line a reinforcement: it counts the scenario's placements
 * of turn N, which are off the board at the start.  The prefix "each:" checks
 * COUNT in every space of the set instead of in all of them together
 * ("razed village markers on all Huron villages").  A box whose id is also a
 * unit type's id is an off-map force box: what it holds stands on the map
 * where that marker piece stands, so it counts there.
 *
 * UNIT-TYPE is a unit type id (COUNT in pieces), or a base name whose types
 * are those with the prop base-type = NAME or the id NAME-<digits>: COUNT is
 * then the sum of the `fp` value of the pieces' faces. */
#include "config.h"

#include "bh-test-util.h"

#include <errno.h>
#include <stdlib.h>

/* Reports a failed check and goes on with the next test case. */
#define FAIL(...) G_STMT_START { g_test_fail_printf (__VA_ARGS__); return; } G_STMT_END

typedef struct {
  char *game;
  char *file;         /* GAME.expect, for messages */
  guint line;
  char *scenario;
  char *location;     /* "track" for track lines */
  char *what;         /* unit type, base name or marker */
  int value;
  char *rule;
} Expectation;

static BhLibrary *library;
static GHashTable *states;   /* "game scenario" → BhState* */

static void
expectation_free (gpointer p)
{
  Expectation *e = p;

  g_free (e->game);
  g_free (e->file);
  g_free (e->scenario);
  g_free (e->location);
  g_free (e->what);
  g_free (e->rule);
  g_free (e);
}

/* ------------------------------------------------------------ locations */

/* "turnN": the reinforcement term of a location; *turn gets N. */
static gboolean
is_turn_term (const char *term, int *turn)
{
  const char *digits = term + strlen ("turn");

  if (!g_str_has_prefix (term, "turn") || *digits == '\0')
    return FALSE;
  for (const char *c = digits; *c; c++)
    if (!g_ascii_isdigit (*c))
      return FALSE;
  *turn = atoi (digits);
  return TRUE;
}

typedef struct {
  BhGameData *data;
  const BhState *state;
  const BhScenario *scenario;
  gboolean *in;              /* per location */
  gboolean *village;         /* per location: taken in through a village term */
  gboolean all_occupied;     /* every space of the set must hold a piece */
  int per_village_fp;        /* > 0: at most this many FP of the line's unit in each such village */
  const char *limits_rule;
} LocationSet;

static void
add_space (LocationSet *set, int space)
{
  set->in[space] = TRUE;   /* spaces come first among locations */
}

/* The index of a feature kind that some space uses (the engine lists feature
 * kinds without a count, so they are found through the spaces). */
static int
find_feature_kind (BhGameData *data, const char *id)
{
  for (guint i = 0; i < bh_game_data_get_n_spaces (data); i++)
    {
      const BhSpace *space = bh_game_data_get_space (data, i);

      for (guint f = 0; f < space->features->len; f++)
        {
          int kind = ((BhFeature *) g_ptr_array_index (space->features, f))->kind;

          if (g_str_equal (bh_game_data_get_feature_kind (data, kind)->id, id))
            return kind;
        }
    }
  return BH_NONE;
}

static gboolean
props_have_value (GPtrArray *props, const char *value)
{
  for (guint i = 0; props && i < props->len; i++)
    if (g_strcmp0 (((BhProp *) g_ptr_array_index (props, i))->value, value) == 0)
      return TRUE;
  return FALSE;
}

/* Spaces within `steps` connections of `from` along connections of kind
 * `kind_id` (all kinds when NULL); distances in `dist` (-1: unreached). */
static void
distances (BhGameData *data, int from, const char *kind_id, int *dist)
{
  guint n = bh_game_data_get_n_spaces (data);
  g_autoptr(GArray) queue = g_array_new (FALSE, FALSE, sizeof (int));

  for (guint i = 0; i < n; i++)
    dist[i] = -1;
  dist[from] = 0;
  g_array_append_val (queue, from);
  for (guint q = 0; q < queue->len; q++)
    {
      int s = g_array_index (queue, int, q);
      const BhSpace *space = bh_game_data_get_space (data, s);

      for (guint c = 0; c < space->connections->len; c++)
        {
          const BhConnection *conn = bh_game_data_get_connection (data, g_array_index (space->connections, int, c));
          int other = conn->from == s ? conn->to : conn->from;

          if (kind_id && !g_str_equal (bh_game_data_get_connection_kind (data, conn->kind)->id, kind_id))
            continue;
          if (dist[other] < 0)
            {
              dist[other] = dist[s] + 1;
              g_array_append_val (queue, other);
            }
        }
    }
}

/* Pontiac 21.3: "in any village(s) within 10 spaces west of Fort Pitt":
 * village spaces no more than ten trail moves from Fort Pitt, lying west of
 * it on the board. */
static gboolean
resolve_west_of_pitt (LocationSet *set, GString *problem)
{
  guint n = bh_game_data_get_n_spaces (set->data);
  int pitt = bh_game_data_find_space (set->data, "fort-pitt");
  int village = find_feature_kind (set->data, "village");
  g_autofree int *dist = g_new (int, n);

  if (pitt == BH_NONE || village == BH_NONE)
    {
      g_string_append (problem, "the board has no fort-pitt or no village feature kind");
      return FALSE;
    }
  distances (set->data, pitt, "trail", dist);
  for (guint i = 0; i < n; i++)
    {
      const BhSpace *space = bh_game_data_get_space (set->data, i);

      if (dist[i] < 0 || dist[i] > 10 || space->x >= bh_game_data_get_space (set->data, pitt)->x)
        continue;
      for (guint f = 0; f < space->features->len; f++)
        if (((BhFeature *) g_ptr_array_index (space->features, f))->kind == village)
          {
            add_space (set, i);
            set->village[i] = TRUE;
          }
    }
  return TRUE;
}

/* Forms that only one game's rules give meaning to. */
static const struct {
  const char *game;
  const char *form;
  const char *rule;
  gboolean (*resolve) (LocationSet *set, GString *problem);
  gboolean all_occupied;
} special_forms[] = {
  { "pontiac", "villages:west-of-pitt-10", "21.3", resolve_west_of_pitt, FALSE },
  /* 20.0 (E): "as long as units occupy all five numbered E spaces". */
  { "pontiac", "e-spaces", "20.0", NULL, TRUE },
};

/* Pontiac 21.2-21.4: "in the nation's village spaces, no more than 4 FP per
 * village" (and in 21.4 "any nation's villages, maximum four per village"). */
static const struct {
  const char *game;
  int fp;
  const char *rule;
} village_limits[] = {
  { "pontiac", 4, "21.2-21.4" },
};

/* Adds the spaces a feature term names: KIND is a feature kind, ARG "any",
 * a nation or a prop value. */
static gboolean
resolve_features (LocationSet *set, const char *kind_id, const char *arg, GString *problem)
{
  int kind = find_feature_kind (set->data, kind_id);
  int nation = bh_game_data_find_nation (set->data, arg);
  gboolean any = g_str_equal (arg, "any");
  gboolean found = FALSE;

  if (kind == BH_NONE)
    {
      g_string_append_printf (problem, "no feature kind “%s”", kind_id);
      return FALSE;
    }
  for (guint i = 0; i < bh_game_data_get_n_spaces (set->data); i++)
    {
      const BhSpace *space = bh_game_data_get_space (set->data, i);

      for (guint f = 0; f < space->features->len; f++)
        {
          const BhFeature *feature = g_ptr_array_index (space->features, f);
          int owner = feature->nation != BH_NONE ? feature->nation : space->owner_nation;

          if (feature->kind != kind)
            continue;
          if (any || (nation != BH_NONE && owner == nation)
              || (nation == BH_NONE && (props_have_value (feature->props, arg) || props_have_value (space->props, arg))))
            {
              add_space (set, i);
              set->village[i] |= g_str_equal (kind_id, "village");
              found = TRUE;
            }
        }
    }
  if (!found && !any && nation == BH_NONE)
    {
      g_string_append_printf (problem, "“%s” is neither a nation nor a prop value of any %s", arg, kind_id);
      return FALSE;
    }
  return TRUE;
}

/* X-spaces: the spaces whose scenario-space prop is X or X<number>. */
static gboolean
resolve_lettered (LocationSet *set, const char *letter, GString *problem)
{
  gboolean found = FALSE;

  for (guint i = 0; i < bh_game_data_get_n_spaces (set->data); i++)
    {
      const char *value = bh_props_lookup (bh_game_data_get_space (set->data, i)->props, "scenario-space");
      gsize len = strlen (letter);

      if (value == NULL || g_ascii_strncasecmp (value, letter, len) != 0)
        continue;
      value += len;
      while (g_ascii_isdigit (*value))
        value++;
      if (*value == '\0')
        {
          add_space (set, i);
          found = TRUE;
        }
    }
  if (!found)
    g_string_append_printf (problem, "no space has the scenario-space prop “%s”", letter);
  return found;
}

static gboolean
resolve_term (LocationSet *set, const char *game, const char *term, GString *problem)
{
  const char *colon = strchr (term, ':');

  for (guint i = 0; i < G_N_ELEMENTS (special_forms); i++)
    if (g_str_equal (special_forms[i].game, game) && g_str_equal (special_forms[i].form, term))
      {
        set->all_occupied |= special_forms[i].all_occupied;
        if (special_forms[i].resolve)
          return special_forms[i].resolve (set, problem);
        break;
      }

  if (g_str_has_prefix (term, "adjacent:"))
    {
      int space = bh_game_data_find_space (set->data, term + strlen ("adjacent:"));
      const BhSpace *s;

      if (space == BH_NONE)
        {
          g_string_append_printf (problem, "no space “%s”", term + strlen ("adjacent:"));
          return FALSE;
        }
      s = bh_game_data_get_space (set->data, space);
      for (guint c = 0; c < s->connections->len; c++)
        {
          const BhConnection *conn = bh_game_data_get_connection (set->data, g_array_index (s->connections, int, c));

          /* A route on which movement is not counted (cost 0: Pontiac's sea
           * route, 10.2) carries a force elsewhere; it makes no neighbours. */
          if (bh_game_data_get_connection_kind (set->data, conn->kind)->cost == 0)
            continue;
          add_space (set, conn->from == space ? conn->to : conn->from);
        }
      return TRUE;
    }
  if (colon && colon > term && colon[-1] == 's')
    {
      g_autofree char *kind = g_strndup (term, colon - term - 1);

      return resolve_features (set, kind, colon + 1, problem);
    }
  if (g_str_has_suffix (term, "-spaces"))
    {
      g_autofree char *letter = g_strndup (term, strlen (term) - strlen ("-spaces"));

      return resolve_lettered (set, letter, problem);
    }

  {
    int location = bh_game_data_find_location (set->data, term);

    if (location == BH_NONE)
      {
        g_string_append_printf (problem, "unknown location “%s”", term);
        return FALSE;
      }
    set->in[location] = TRUE;
  }
  return TRUE;
}

/* Off-map force boxes: a box whose id is a unit type's id is where the force
 * of that marker is kept; it counts as being where the marker stands. */
static int
box_marker_type (BhGameData *data, int location)
{
  int index;

  if (bh_game_data_get_location_kind (data, location, &index) != BH_LOCATION_BOX)
    return BH_NONE;
  return bh_game_data_find_unit_type (data, bh_game_data_get_box (data, index)->id);
}

static void
add_offmap_boxes (LocationSet *set)
{
  guint n = bh_game_data_get_n_locations (set->data);

  for (guint l = 0; l < n; l++)
    {
      int type = box_marker_type (set->data, l);
      const BhUnitType *t;

      if (type == BH_NONE || set->in[l])
        continue;
      t = bh_game_data_get_unit_type (set->data, type);
      for (int k = 0; k < t->count; k++)
        {
          guint16 at = bh_state_const_pieces (set->state)[t->first_piece + k].location;

          if (at != BH_OFFBOARD && set->in[at])
            set->in[l] = TRUE;
        }
    }
}

/* ------------------------------------------------------------ units */

/* The unit types a name stands for; *by_fp says whether COUNT is in FP. */
static GArray *
resolve_units (BhGameData *data, const char *name, gboolean *by_fp)
{
  GArray *types = g_array_new (FALSE, FALSE, sizeof (int));
  int type = bh_game_data_find_unit_type (data, name);
  gsize len = strlen (name);

  *by_fp = FALSE;
  if (type != BH_NONE)
    {
      g_array_append_val (types, type);
      return types;
    }
  *by_fp = TRUE;
  for (guint i = 0; i < bh_game_data_get_n_unit_types (data); i++)
    {
      const BhUnitType *t = bh_game_data_get_unit_type (data, i);
      const char *rest = t->id + len;
      gboolean numbered = strncmp (t->id, name, len) == 0 && rest[0] == '-' && g_ascii_isdigit (rest[1]);

      for (rest++; numbered && *rest; rest++)
        numbered = g_ascii_isdigit (*rest);
      if (numbered || g_strcmp0 (bh_props_lookup (t->props, "base-type"), name) == 0)
        {
          int k = i;

          g_array_append_val (types, k);
        }
    }
  return types;
}

static int
piece_worth (BhGameData *data, int type, int face, gboolean by_fp)
{
  const BhUnitType *t = bh_game_data_get_unit_type (data, type);

  if (!by_fp)
    return 1;
  if (face < 0 || (guint) face >= t->faces->len)
    return 0;
  return bh_face_get_value (g_ptr_array_index (t->faces, face), "fp", 0);
}

static gboolean
type_in (GArray *types, int type)
{
  for (guint i = 0; i < types->len; i++)
    if (g_array_index (types, int, i) == type)
      return TRUE;
  return FALSE;
}

/* ------------------------------------------------------------ the test */

static const BhState *
scenario_state (BhGameData *data, const Expectation *e, const BhScenario **scenario, GString *problem)
{
  g_autofree char *key = g_strdup_printf ("%s %s", e->game, e->scenario);
  BhState *state = g_hash_table_lookup (states, key);
  int index = bh_game_data_find_scenario (data, e->scenario);
  g_autoptr(GError) error = NULL;

  if (index == BH_NONE)
    {
      g_string_append_printf (problem, "%s has no scenario %s", e->game, e->scenario);
      return NULL;
    }
  *scenario = bh_game_data_get_scenario (data, index);
  if (state)
    return state;
  state = bh_state_new_for_scenario (data, *scenario, 1, 0, &error);
  if (state == NULL)
    {
      g_string_append_printf (problem, "%s %s: %s", e->game, e->scenario, error->message);
      return NULL;
    }
  g_hash_table_insert (states, g_steal_pointer (&key), state);
  return state;
}

static void
test_expectation (gconstpointer user_data)
{
  const Expectation *e = user_data;
  g_autoptr(GError) error = NULL;
  g_autoptr(BhGameData) data = bh_library_load_game (library, e->game, &error);
  g_autoptr(GString) problem = g_string_new (NULL);
  g_auto(GStrv) terms = NULL;
  g_autoptr(GArray) types = NULL;
  g_autofree gboolean *in = NULL;
  g_autofree gboolean *village = NULL;
  g_autofree int *fp_at = NULL;
  const BhScenario *scenario = NULL;
  const BhState *state;
  LocationSet set = { 0 };
  const char *location = e->location;
  gboolean each = FALSE;
  int turn = 0;
  int count = 0;
  gboolean by_fp;
  guint n_locations;

  if (data == NULL)
    FAIL ("%s:%u: game %s does not load: %s", e->file, e->line, e->game, error->message);
  state = scenario_state (data, e, &scenario, problem);
  if (state == NULL)
    FAIL ("%s:%u: %s", e->file, e->line, problem->str);

  if (g_str_equal (e->location, "track"))
    {
      int marker = bh_game_data_find_marker (data, e->what);

      if (marker == BH_NONE)
        FAIL ("%s:%u: unknown track marker %s", e->file, e->line, e->what);
      if (bh_state_const_markers (state)[marker] != e->value)
        FAIL ("%s:%u: %s %s starts at %d, the rulebook (%s) says %d", e->file, e->line,
              e->scenario, e->what, bh_state_const_markers (state)[marker], e->rule, e->value);
      return;
    }

  n_locations = bh_game_data_get_n_locations (data);
  in = g_new0 (gboolean, n_locations);
  village = g_new0 (gboolean, n_locations);
  set = (LocationSet) { data, state, scenario, in, village, FALSE, 0, NULL };
  if (g_str_has_prefix (location, "each:"))
    {
      each = TRUE;
      location += strlen ("each:");
    }
  terms = g_strsplit (location, "+", -1);
  for (guint i = 0; terms[i]; i++)
    {
      if (is_turn_term (terms[i], &turn))
        continue;
      if (!resolve_term (&set, e->game, terms[i], problem))
        FAIL ("%s:%u: %s", e->file, e->line, problem->str);
    }
  if (!each)
    add_offmap_boxes (&set);
  for (guint i = 0; i < G_N_ELEMENTS (village_limits); i++)
    if (g_str_equal (village_limits[i].game, e->game))
      {
        set.per_village_fp = village_limits[i].fp;
        set.limits_rule = village_limits[i].rule;
      }

  types = resolve_units (data, e->what, &by_fp);
  if (types->len == 0)
    FAIL ("%s:%u: unknown unit type %s", e->file, e->line, e->what);

  fp_at = g_new0 (int, n_locations);
  if (turn > 0 && each)
    FAIL ("%s:%u: each: and +turnN do not go together", e->file, e->line);
  if (turn > 0)
    {
      /* Reinforcements: placements of that turn, off the board at the start. */
      if (turn <= scenario->first_turn)
        FAIL ("%s:%u: turn %d is not after %s's first turn (%d)", e->file, e->line, turn, e->scenario,
              scenario->first_turn);
      for (guint i = 0; i < scenario->placements->len; i++)
        {
          const BhPlacement *p = &g_array_index (scenario->placements, BhPlacement, i);

          if (p->turn == turn && in[p->location] && type_in (types, p->unit_type))
            count += p->count * piece_worth (data, p->unit_type, p->face, by_fp);
        }
      if (count != e->value)
        FAIL ("%s:%u: %s brings %d %s %s at %s on turn %d, the rulebook (%s) says %d", e->file, e->line,
              e->scenario, count, by_fp ? "FP of" : "of", e->what, e->location, turn, e->rule, e->value);
      return;
    }

  for (guint p = 0; p < state->n_pieces; p++)
    {
      const BhPieceState *piece = &bh_state_const_pieces (state)[p];
      int type = bh_game_data_get_piece_type (data, p);
      int worth;

      if (piece->location == BH_OFFBOARD || !in[piece->location] || !type_in (types, type))
        continue;
      worth = piece_worth (data, type, piece->face, by_fp);
      count += worth;
      fp_at[piece->location] += worth;
    }
  if (each)
    {
      gboolean any = FALSE;

      for (guint l = 0; l < n_locations; l++)
        any |= in[l];
      if (!any)
        FAIL ("%s:%u: %s names no space", e->file, e->line, location);
      for (guint l = 0; l < n_locations; l++)
        if (in[l] && fp_at[l] != e->value)
          {
            g_autofree char *id = bh_game_data_dup_location_id (data, l);

            FAIL ("%s:%u: %s starts with %d %s %s at %s (one of %s), the rulebook (%s) says %d in each",
                  e->file, e->line, e->scenario, fp_at[l], by_fp ? "FP of" : "of", e->what, id, location,
                  e->rule, e->value);
          }
      return;
    }
  if (count != e->value)
    FAIL ("%s:%u: %s starts with %d %s %s at %s, the rulebook (%s) says %d", e->file, e->line,
          e->scenario, count, by_fp ? "FP of" : "of", e->what, e->location, e->rule, e->value);

  if (by_fp && set.per_village_fp > 0)
    for (guint l = 0; l < n_locations; l++)
      if (village[l] && fp_at[l] > set.per_village_fp)
        FAIL ("%s:%u: %s puts %d FP of %s in the village %s, the rulebook (%s) allows %d", e->file, e->line,
              e->scenario, fp_at[l], e->what, bh_game_data_get_space (data, l)->id, set.limits_rule,
              set.per_village_fp);

  if (set.all_occupied)
    for (guint l = 0; l < bh_game_data_get_n_spaces (data); l++)
      if (in[l] && bh_state_count_at (state, l) == 0)
        FAIL ("%s:%u: %s leaves %s empty, the rulebook (%s) has every space of %s occupied", e->file, e->line,
              e->scenario, bh_game_data_get_space (data, l)->id, e->rule, e->location);
}

/* ------------------------------------------------------------ reading */

static gboolean
parse_int (const char *text, int *value)
{
  char *end;
  long v;

  errno = 0;
  v = strtol (text, &end, 10);
  if (errno || end == text || *end || v < G_MININT16 || v > G_MAXINT16)
    return FALSE;
  *value = v;
  return TRUE;
}

static void
read_expectations (const char *path, const char *name, const char *game, GPtrArray *expectations)
{
  g_autofree char *contents = NULL;
  g_auto(GStrv) lines = NULL;

  if (!g_file_get_contents (path, &contents, NULL, NULL))
    g_error ("%s: cannot be read", path);
  lines = g_strsplit (contents, "\n", -1);
  for (guint n = 0; lines[n]; n++)
    {
      g_auto(GStrv) f = NULL;
      char *line = g_strstrip (lines[n]);
      Expectation *e;
      guint count = 0;

      if (*line == '\0' || *line == '#')
        continue;
      f = g_strsplit_set (line, " \t", -1);
      /* Collapse runs of blanks. */
      for (guint i = 0; f[i]; i++)
        if (*f[i])
          f[count++] = f[i];
        else
          g_free (f[i]);
      f[count] = NULL;
      if (count != 5)
        g_error ("%s:%u: expected 5 fields, found %u", path, n + 1, count);

      e = g_new0 (Expectation, 1);
      e->game = g_strdup (game);
      e->file = g_strdup (name);
      e->line = n + 1;
      e->scenario = g_strdup (f[0]);
      e->location = g_strdup (f[1]);
      e->what = g_strdup (f[2]);
      e->rule = g_strdup (f[4]);
      if (!parse_int (f[3], &e->value))
        g_error ("%s:%u: “%s” is not a number", path, n + 1, f[3]);
      if (!g_str_equal (e->location, "track"))
        {
          g_auto(GStrv) terms = g_strsplit (g_str_has_prefix (e->location, "each:") ? e->location + 5 : e->location, "+", -1);
          guint turns = 0;

          for (guint i = 0; terms[i]; i++)
            {
              int turn;

              if (*terms[i] == '\0')
                g_error ("%s:%u: empty term in “%s”", path, n + 1, e->location);
              if (is_turn_term (terms[i], &turn) && (turn < 1 || ++turns > 1 || i == 0))
                g_error ("%s:%u: “%s”: write LOCATION+turnN, once, with N a turn number", path, n + 1, e->location);
            }
          if (turns == g_strv_length (terms))
            g_error ("%s:%u: “%s” names no location", path, n + 1, e->location);
          if (e->value < 0)
            g_error ("%s:%u: a count cannot be negative", path, n + 1);
        }
      g_ptr_array_add (expectations, e);
    }
}

static int
compare_names (gconstpointer a, gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

int
main (int argc, char **argv)
{
  g_autofree char *dir_path = bh_test_source_path ("tests", "setups", NULL);
  g_autoptr(GDir) dir = g_dir_open (dir_path, 0, NULL);
  g_autoptr(GPtrArray) expectations = g_ptr_array_new_with_free_func (expectation_free);
  g_autoptr(GPtrArray) names = g_ptr_array_new_with_free_func (g_free);
  const char *name;
  int status;

  bh_test_init (&argc, &argv);
  library = bh_test_library ();
  states = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) bh_state_free);
  while (dir && (name = g_dir_read_name (dir)))
    if (g_str_has_suffix (name, ".expect"))
      g_ptr_array_add (names, g_strdup (name));
  g_ptr_array_sort (names, compare_names);
  for (guint i = 0; i < names->len; i++)
    {
      const char *file = g_ptr_array_index (names, i);
      g_autofree char *path = g_build_filename (dir_path, file, NULL);
      g_autofree char *game = g_strndup (file, strlen (file) - strlen (".expect"));

      read_expectations (path, file, game, expectations);
    }
  for (guint i = 0; i < expectations->len; i++)
    {
      const Expectation *e = g_ptr_array_index (expectations, i);
      g_autofree char *test = g_strdup_printf ("/%s/%s/setup/%s/%u", e->game, e->rule, e->scenario, e->line);

      g_test_add_data_func (test, e, test_expectation);
    }
  status = g_test_run ();
  g_hash_table_unref (states);
  g_object_unref (library);
  return status;
}
