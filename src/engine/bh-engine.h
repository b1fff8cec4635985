/* bh-engine.h — libblockhouse: the model and the rules machinery.
 * GLib, GObject, GIO and libxml2 only: never GTK. */
#pragma once

#include "bh-error.h"
#include "bh-atomic-file.h"
#include "bh-game-data.h"
#include "bh-state.h"
#include "bh-action.h"
#include "bh-rules.h"
#include "bh-free-rules.h"
#include "bh-game.h"
#include "bh-library.h"
#include "bh-autoplay.h"
#include "bh-ai.h"
#include "bh-ai-config.h"
#include "bh-ai-player.h"
#include "bh-arena.h"
#include "bh-policy.h"
#include "bh-search.h"
