/* bh-rules-object.h — the GObject half every game's rules share, written
 * once: the type, the "game-data" property (kept, and digested once into
 * the game's own tables), the action kinds and the size of the rules'
 * block.  A game writes
 *
 *   BH_DEFINE_RULES_OBJECT (BhOhioRules, bh_ohio_rules, ohio_data_new, ohio_data_free,
 *                           NULL, ohio_action_kinds, A_N_KINDS, OhioExtra)
 *
 * in its bh-<game>-rules.c and a static bh_<game>_rules_iface_init() that
 * sets the rest of BhRulesInterface.  Its instance struct must hold
 * `BhGameData *data` and `Digest *d`, where Digest is what digest_new
 * returns.  `loaded`, NULL or a function of the instance, runs once the
 * digest is made. */
#pragma once

#include "bh-game-data.h"
#include "bh-rules.h"

G_BEGIN_DECLS

#define BH_DEFINE_RULES_OBJECT(TypeName, type_name, digest_new, digest_free, loaded, kinds, n_kinds, Extra) \
  static void type_name##_iface_init (BhRulesInterface *iface); \
  static void type_name##_iface_init_common (BhRulesInterface *iface); \
  G_DEFINE_FINAL_TYPE_WITH_CODE (TypeName, type_name, G_TYPE_OBJECT, \
                                 G_IMPLEMENT_INTERFACE (BH_TYPE_RULES, type_name##_iface_init_common)) \
  enum { type_name##_PROP_0, type_name##_PROP_GAME_DATA }; \
  static void \
  type_name##_set_property (GObject *object, guint prop_id, const GValue *value, GParamSpec *pspec) \
  { \
    TypeName *self = (TypeName *) object; \
    void (*after_load) (TypeName *) = loaded; \
    g_autoptr(GError) error = NULL; \
    if (prop_id != type_name##_PROP_GAME_DATA) \
      { \
        G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); \
        return; \
      } \
    self->data = g_value_dup_object (value); \
    if (self->data == NULL) \
      return; \
    self->d = digest_new (self->data, &error); \
    if (self->d == NULL) \
      bh_rules_keep_data_error ((BhRules *) self, error); \
    else if (after_load != NULL) \
      after_load (self); \
  } \
  static void \
  type_name##_get_property (GObject *object, guint prop_id, GValue *value, GParamSpec *pspec) \
  { \
    if (prop_id == type_name##_PROP_GAME_DATA) \
      g_value_set_object (value, ((TypeName *) object)->data); \
    else \
      G_OBJECT_WARN_INVALID_PROPERTY_ID (object, prop_id, pspec); \
  } \
  static void \
  type_name##_finalize (GObject *object) \
  { \
    TypeName *self = (TypeName *) object; \
    if (self->d != NULL) \
      digest_free (self->d); \
    g_clear_object (&self->data); \
    G_OBJECT_CLASS (type_name##_parent_class)->finalize (object); \
  } \
  static void \
  type_name##_class_init (TypeName##Class *klass) \
  { \
    GObjectClass *object_class = G_OBJECT_CLASS (klass); \
    object_class->set_property = type_name##_set_property; \
    object_class->get_property = type_name##_get_property; \
    object_class->finalize = type_name##_finalize; \
    g_object_class_override_property (object_class, type_name##_PROP_GAME_DATA, "game-data"); \
  } \
  static void \
  type_name##_init (TypeName *self) \
  { \
  } \
  static const BhActionKind * \
  type_name##_get_action_kinds (BhRules *rules, guint *n) \
  { \
    *n = (n_kinds); \
    return (kinds); \
  } \
  static gsize \
  type_name##_get_extra_size (BhRules *rules) \
  { \
    return sizeof (Extra); \
  } \
  static void \
  type_name##_iface_init_common (BhRulesInterface *iface) \
  { \
    iface->get_action_kinds = type_name##_get_action_kinds; \
    iface->get_extra_size = type_name##_get_extra_size; \
    type_name##_iface_init (iface); \
  }

G_END_DECLS
