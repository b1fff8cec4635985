/* bh-application.h — the Blockhouse application: app actions (about,
 * quit) and one window per `blockhouse [GAME [SCENARIO]]` invocation. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BH_TYPE_APPLICATION (bh_application_get_type ())
G_DECLARE_FINAL_TYPE (BhApplication, bh_application, BH, APPLICATION, AdwApplication)

BhApplication *bh_application_new (void);
/* Called first thing in main(), for BLOCKHOUSE_PROFILE's start-up time. */
void           bh_application_mark_start (void);
/* With BLOCKHOUSE_PROFILE set, prints the time since the start and the
 * memory in use, labelled `what`. */
void           bh_application_profile    (const char *what);

G_END_DECLS
