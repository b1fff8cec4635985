/* bh-autoplay.h — plays whole games by picking random legal actions,
 * checking invariants after every one: the rules' fuzzer. */
#pragma once

#include "bh-rules.h"

G_BEGIN_DECLS

typedef struct {
  guint games;
  guint finished;
  guint dead_ends;         /* no legal action before the end */
  guint invariant_failures;
  guint too_long;          /* hit the action cap */
  guint draws;
  guint *wins;             /* per seat (a side in two-player games) */
  guint n_sides;
  guint64 total_actions;
  guint min_actions, max_actions;
  char *first_failure;     /* message of the first failure, or NULL */
  char *first_failure_save;/* path of the save that reproduces it */
} BhAutoplayReport;

gboolean bh_autoplay_run          (BhGameData       *data,
                                   const char       *scenario_id,
                                   guint             n_games,
                                   guint64           seed,
                                   guint             max_actions,
                                   const char       *failure_dir,
                                   BhAutoplayReport *report,
                                   GError          **error);
gboolean bh_autoplay_run_with_options (BhGameData       *data,
                                       const char       *scenario_id,
                                       GHashTable       *options,
                                       guint             n_games,
                                       guint64           seed,
                                       guint             max_actions,
                                       const char       *failure_dir,
                                       BhAutoplayReport *report,
                                       GError          **error);
void     bh_autoplay_report_clear (BhAutoplayReport *report);

G_END_DECLS
