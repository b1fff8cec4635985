/* bh-editor-application.h — blockhouse-editor's application object. */
#pragma once

#include <adwaita.h>

G_BEGIN_DECLS

#define BH_TYPE_EDITOR_APPLICATION (bh_editor_application_get_type ())
G_DECLARE_FINAL_TYPE (BhEditorApplication, bh_editor_application, BH, EDITOR_APPLICATION, AdwApplication)

BhEditorApplication *bh_editor_application_new (void);

G_END_DECLS
