/* bh-ai-config.c — levels, tuning file, turn clock. */
#include "config.h"

#include "bh-ai-config.h"
#include "bh-error.h"

#include <glib/gi18n-lib.h>

static const char *const level_names[BH_AI_N_LEVELS] = { "random", "flat", "easy", "normal", "strong" };

const char *
bh_ai_level_to_string (BhAiLevel level)
{
  return level < BH_AI_N_LEVELS ? level_names[level] : NULL;
}

gboolean
bh_ai_level_from_string (const char *text, BhAiLevel *level)
{
  for (guint i = 0; i < BH_AI_N_LEVELS; i++)
    if (g_strcmp0 (text, level_names[i]) == 0)
      {
        *level = i;
        return TRUE;
      }
  return FALSE;
}

void
bh_ai_config_init (BhAiConfig *config, BhAiLevel level)
{
  config->level = level;
  config->time_ms = level == BH_AI_STRONG ? 3000 : 1000;
  /* Issue 17: Normal takes at most 30 s for a side's turn. */
  config->turn_ms = level == BH_AI_STRONG ? 90000 : 20000;
  config->iterations = 0;
  config->threads = 0;
  config->exploration = 0.5;
  config->widening = 2.0;
  config->widening_power = 0.5;
  config->prior = 1.0;
  config->rollout_cap = 400;
  config->common_seeds = 0;
  config->rollout_flat = 0;
  config->playouts = 400;
}

static gboolean
read_uint (GKeyFile *keys, const char *group, const char *key, guint *out, GError **error)
{
  GError *local = NULL;
  gint64 v;

  if (!g_key_file_has_key (keys, group, key, NULL))
    return TRUE;
  v = g_key_file_get_int64 (keys, group, key, &local);
  if (local != NULL || v < 0 || v > G_MAXINT)
    {
      g_clear_error (&local);
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("[%s] %s: not a whole number ≥ 0"), group, key);
      return FALSE;
    }
  *out = (guint) v;
  return TRUE;
}

static gboolean
read_double (GKeyFile *keys, const char *group, const char *key, double *out, GError **error)
{
  GError *local = NULL;
  double v;

  if (!g_key_file_has_key (keys, group, key, NULL))
    return TRUE;
  v = g_key_file_get_double (keys, group, key, &local);
  if (local != NULL || v < 0)
    {
      g_clear_error (&local);
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, _("[%s] %s: not a number ≥ 0"), group, key);
      return FALSE;
    }
  *out = v;
  return TRUE;
}

gboolean
bh_ai_config_load (BhAiConfig *config, const char *path, GError **error)
{
  g_autoptr(GKeyFile) keys = g_key_file_new ();
  g_autoptr(GError) local = NULL;
  const char *group = bh_ai_level_to_string (config->level);
  BhAiConfig c = *config;

  if (path == NULL || !g_file_test (path, G_FILE_TEST_EXISTS))
    return TRUE;
  if (!g_key_file_load_from_file (keys, path, G_KEY_FILE_NONE, &local))
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "%s: %s", path, local->message);
      return FALSE;
    }
  if (!g_key_file_has_group (keys, group))
    return TRUE;
  if (!read_uint (keys, group, "time-ms", &c.time_ms, &local) ||
      !read_uint (keys, group, "turn-ms", &c.turn_ms, &local) ||
      !read_uint (keys, group, "iterations", &c.iterations, &local) ||
      !read_uint (keys, group, "threads", &c.threads, &local) ||
      !read_double (keys, group, "exploration", &c.exploration, &local) ||
      !read_double (keys, group, "widening", &c.widening, &local) ||
      !read_double (keys, group, "widening-power", &c.widening_power, &local) ||
      !read_double (keys, group, "prior", &c.prior, &local) ||
      !read_uint (keys, group, "rollout-cap", &c.rollout_cap, &local) ||
      !read_uint (keys, group, "common-seeds", &c.common_seeds, &local) ||
      !read_uint (keys, group, "rollout-flat", &c.rollout_flat, &local) ||
      !read_uint (keys, group, "playouts", &c.playouts, &local))
    {
      g_set_error (error, BH_ERROR, BH_ERROR_INVALID, "%s: %s", path, local->message);
      return FALSE;
    }
  *config = c;
  return TRUE;
}

char *
bh_ai_config_path (void)
{
  const char *env = g_getenv ("BLOCKHOUSE_AI_CONFIG");

  if (env != NULL && *env != 0)
    return g_strdup (env);
  return g_build_filename (g_get_user_config_dir (), "blockhouse", "ai.ini", NULL);
}

void
bh_ai_clock_init (BhAiClock *clock)
{
  clock->turn = clock->phase = clock->side = -1;
  clock->spent_us = 0;
}

guint
bh_ai_clock_budget_ms (BhAiClock *clock, const BhAiConfig *config, const BhState *view)
{
  gint64 left;

  if (clock->turn != view->turn || clock->phase != view->phase || clock->side != view->pending.side)
    {
      clock->turn = view->turn;
      clock->phase = view->phase;
      clock->side = view->pending.side;
      clock->spent_us = 0;
    }
  /* A sixth of what is left of the turn, so that a turn of many decisions
   * ends well inside its budget; once it is spent, 0: the policy answers
   * at once. */
  left = (gint64) config->turn_ms * 1000 - clock->spent_us;
  if (left <= 0)
    return 0;
  return (guint) CLAMP (left / 6000, 20, (gint64) config->time_ms);
}

void
bh_ai_clock_spend (BhAiClock *clock, gint64 us)
{
  clock->spent_us += us;
}
