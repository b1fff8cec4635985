/* bh-test-util.h — shared helpers for the engine tests. */
#pragma once

#include "bh-engine.h"

G_BEGIN_DECLS

/* g_test_init with --keep-going: a failed case is reported and the run goes
 * on with the next, so one failure never hides the others. */
void        bh_test_init             (int         *argc,
                                      char      ***argv);
/* The source tree's data plus the test games (tests/data/games). */
BhLibrary  *bh_test_library          (void);
char       *bh_test_source_path      (const char *first, ...) G_GNUC_NULL_TERMINATED;
/* g_dir_make_tmp (`tmpl`); a folder that cannot be made fails the test,
 * naming why.  The folder is removed when the program ends. */
char       *bh_test_make_tmp         (const char *tmpl);
/* Copies the folder `from` (made if need be) to `to`, file by file. */
void        bh_test_copy_tree        (const char *from,
                                      const char *to);
/* Copies the test game into a fresh temporary folder and returns it. */
char       *bh_test_copy_tiny        (void);
/* Copies the test game into a fresh temporary games folder as the game
 * `id` titled `title` (every file's game id changed) and adds that folder
 * to `library`: one more game listed, sharing tiny's data, whose rules the
 * test registers (or not) as it needs. */
void        bh_test_add_tiny_as      (BhLibrary  *library,
                                      const char *id,
                                      const char *title);
/* Copies data/games/`game` into a fresh temporary folder and returns it:
 * a test edits a scenario there to start from a position built from data. */
char       *bh_test_copy_game        (const char *game);
/* Replaces the first `find` in `dir/relative` by `replace`. */
void        bh_test_edit_file        (const char *dir,
                                      const char *relative,
                                      const char *find,
                                      const char *replace);
/* Removes a file or a folder with all it holds (links not followed). */
void        bh_test_remove_tree      (const char *path);
/* Removes `path` (as bh_test_remove_tree) when the program ends, even when
 * a failed assertion aborts it; bh_test_make_tmp does so for its folders. */
void        bh_test_remove_at_exit   (const char *path);
BhGameData *bh_test_load_folder      (const char *dir,
                                      GError    **error);

/* Changes in `state` only what `seat` may not see: hidden places shuffled,
 * two hidden pieces of the same back swapped (not those the rules name), a hidden piece
 * turned over, the dice re-seeded.  TRUE if the pieces changed. */
gboolean    bh_test_perturb_hidden   (BhRules    *rules,
                                      BhState    *state,
                                      int         seat,
                                      GRand      *rand);

/* The policy's weight (bh_rules_policy) of the legal action `text` in
 * `state`, read from the deciding side's view as the search and Easy read
 * it; an action not listed fails the test, naming it. */
double      bh_test_policy_weight    (BhRules       *rules,
                                      const BhState *state,
                                      const char    *text);

/* Hidden information in the log: the narration `told` names `name` to the
 * seat `knower`, who reads `known_text`.  When `hidden`, the seat `other`
 * never reads `name` but `public_text` in its place; when not, `other`
 * reads `name` and not `public_text`.  A NULL `public_text` is not checked. */
void        bh_test_assert_told_only_to (const char *told,
                                         int         knower,
                                         int         other,
                                         gboolean    hidden,
                                         const char *known_text,
                                         const char *name,
                                         const char *public_text);

G_END_DECLS
